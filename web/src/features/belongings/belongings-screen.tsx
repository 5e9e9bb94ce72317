import type { ChecklistItem } from '@ninety/domain';
import { ScreenHeader } from '../../components/ui/screen-header';
import { addItem, deleteItem, resetLocation, setItemChecked } from './checklist-actions';
import { GpsCard } from './gps-card';
import { LocationsCard } from './locations-card';
import { useChecklistLocations } from './use-checklist-locations';
import { useGeolocation } from './use-geolocation';

/** Belongings Tracker: a checklist per location, the one the user is at first and open. */
export default function BelongingsScreen() {
  const gps = useGeolocation();
  const position = gps.permission === 'granted' ? gps.position : null;
  const { locations, keepLocation } = useChecklistLocations(position);
  const currentPlace = locations?.find((location) => location.isCurrent)?.name ?? null;

  async function deleteAndKeepLocation(item: ChecklistItem): Promise<boolean> {
    const deleted = await deleteItem(item);
    // Deleting a location's last item should not make the location vanish under the user.
    if (deleted) keepLocation(item.locationName);
    return deleted;
  }

  return (
    <div className="screen belongings-screen">
      <ScreenHeader title="Belongings Tracker" subtitle="GPS-powered checklist to never forget your essentials" />
      <GpsCard gps={gps} currentPlace={currentPlace} />
      <LocationsCard
        locations={locations}
        keepLocation={keepLocation}
        onAddItem={(locationName, itemName) => addItem(locationName, itemName, position)}
        onCheckedChange={setItemChecked}
        onDeleteItem={deleteAndKeepLocation}
        onReset={(locationName) => void resetLocation(locationName)}
      />
    </div>
  );
}
