import { ScreenHeader } from '../../components/ui/screen-header';

/** Built by a later issue; until then the route shows its title. */
export default function SettingsScreen() {
  return <ScreenHeader title="Settings" subtitle="Customize your Ninety experience" />;
}
