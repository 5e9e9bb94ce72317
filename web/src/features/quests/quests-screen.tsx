import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function QuestsScreen() {
  return <ScreenHeader title="Adaptive Quests" />;
}
