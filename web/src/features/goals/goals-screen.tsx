import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function GoalsScreen() {
  return <ScreenHeader title="90-Day Locked Goals" />;
}
