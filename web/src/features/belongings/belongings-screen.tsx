import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function BelongingsScreen() {
  return <ScreenHeader title="Belongings Tracker" subtitle="GPS-powered checklist to never forget your essentials" />;
}
