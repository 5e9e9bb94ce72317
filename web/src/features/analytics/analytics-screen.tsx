import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function AnalyticsScreen() {
  return <ScreenHeader title="Analytics" subtitle="Track your progress and insights" />;
}
