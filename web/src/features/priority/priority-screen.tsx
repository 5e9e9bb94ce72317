import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function PriorityScreen() {
  return <ScreenHeader title="Priority Tasks" subtitle="Time-sensitive goals with HP impact" />;
}
