import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useKeptDeviceList } from '../../db/hooks/devices';
import { useSettings } from '../../db/hooks/settings';
import { DataCard } from './data-card';
import { DevicesCard } from './devices-card';
import { InstallGuide } from './install-guide';
import { SettingsFormCard } from './settings-form';

/** Settings: kept on the device and synced; the paired devices; the install guide; export and import. */
export default function SettingsScreen() {
  const settings = useSettings();
  const keptDevices = useKeptDeviceList();
  return (
    <div className="screen settings-screen">
      <ScreenHeader title="Settings" subtitle="Customize your Ninety experience" />
      {/* The cards in one go: the install guide drawn first was pushed down by the form's arrival,
          and by the devices the server last listed. */}
      {settings && keptDevices !== undefined ? (
        <>
          <SettingsFormCard settings={settings} />
          <DevicesCard timeZone={settings.timeZone} kept={keptDevices} />
          <InstallGuide />
          <DataCard timeZone={settings.timeZone} />
        </>
      ) : (
        <LoadingText>Loading settings...</LoadingText>
      )}
    </div>
  );
}
