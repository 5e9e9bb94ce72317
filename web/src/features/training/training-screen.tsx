import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function TrainingScreen() {
  return <ScreenHeader title="Training" subtitle="Build strength and flexibility" />;
}
