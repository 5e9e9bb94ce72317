import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useSettings } from '../../db/hooks/settings';
import { DataCard } from './data-card';
import { DevicesCard } from './devices-card';
import { InstallGuide } from './install-guide';
import { SettingsFormCard } from './settings-form';

/** Settings: kept on the device and synced; the paired devices; the install guide; export and import. */
export default function SettingsScreen() {
  const settings = useSettings();
  return (
    <div className="screen settings-screen">
      <ScreenHeader title="Settings" subtitle="Customize your Ninety experience" />
      {settings ? <SettingsFormCard settings={settings} /> : <LoadingText>Loading settings...</LoadingText>}
      {settings && <DevicesCard timeZone={settings.timeZone} />}
      <InstallGuide />
      {settings && <DataCard timeZone={settings.timeZone} />}
    </div>
  );
}
