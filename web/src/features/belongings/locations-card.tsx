import { useRef, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import type { ChecklistItem } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { UntilRestored } from '../../components/until-restored';
import { parseLocationName } from '../../db/checklist-repo';
import { errorToast } from '../../lib/run-action';
import { showToast } from '../../lib/toast-store';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { AddLocationForm } from './add-location-form';
import { LocationGroup } from './location-group';
import { findLocation, type LocationView } from './locations';

interface LocationsCardProps {
  /** undefined while the checklist loads. */
  locations: LocationView[] | undefined;
  keepLocation(name: string): void;
  onAddItem(locationName: string, itemName: string): Promise<boolean>;
  onCheckedChange(item: ChecklistItem, checked: boolean): Promise<boolean>;
  onDeleteItem(item: ChecklistItem): Promise<boolean>;
  onReset(locationName: string): void;
}

const FORM_ID = 'add-location-form';

/**
 * "Locations": the Add Location toggle and every location. The current place (within 200 m)
 * starts open and the others closed; with no current place all start open. A location the
 * user opened or closed stays as they left it.
 */
export function LocationsCard({ locations, keepLocation, ...itemActions }: LocationsCardProps) {
  const [adding, setAdding] = useState(false);
  const [openByUser, setOpenByUser] = useState<Record<string, boolean>>({});
  const [focusRequest, setFocusRequest] = useState<{ name: string; count: number } | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Reset for next trip, once done, is disabled: its location takes the focus it had.
  const list = useFocusKeptInList<HTMLUListElement>();
  const current = locations?.find((location) => location.isCurrent)?.name;

  const isOpen = (name: string) => openByUser[name] ?? (current === undefined || current === name);
  const setOpen = (name: string, open: boolean) => setOpenByUser((state) => ({ ...state, [name]: open }));

  function closeForm() {
    setAdding(false);
    toggle.current?.focus();
  }

  function saveLocation(raw: string): boolean {
    let name: string;
    try {
      name = parseLocationName(raw);
    } catch (error) {
      showToast({ ...errorToast(error, 'Error', MESSAGES.locationNameRequired), variant: 'destructive' });
      return false;
    }
    // A second "gym" would split one place's items in two: go to the one already listed.
    const existing = locations && findLocation(locations, name);
    if (existing) {
      showToast({ title: 'Location Exists', description: `${existing.name} is already in your list` });
    } else {
      keepLocation(name);
      showToast({ title: 'Location Added', description: `Add the items to take from ${name}` });
    }
    const target = existing?.name ?? name;
    setOpen(target, true);
    setFocusRequest((request) => ({ name: target, count: (request?.count ?? 0) + 1 }));
    setAdding(false);
    return true;
  }

  const toggleButton = (
    <button
      ref={toggle}
      type="button"
      className="button"
      aria-expanded={adding}
      aria-controls={FORM_ID}
      onClick={() => setAdding(!adding)}
    >
      {adding ? <X size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
      Add Location
    </button>
  );

  return (
    <Card title="Locations" titleId="locations-title" action={toggleButton} className="locations-card">
      {adding && <AddLocationForm id={FORM_ID} onSave={saveLocation} onCancel={closeForm} />}
      {locations === undefined ? (
        <p className="loading">Loading checklist...</p>
      ) : locations.length === 0 ? (
        <UntilRestored>
          <p className="locations-card__empty">No locations yet. Add your first location to start tracking belongings.</p>
        </UntilRestored>
      ) : (
        <ul className="location-list" ref={list}>
          {locations.map((location) => (
            <li key={location.name} tabIndex={-1}>
              <LocationGroup
                location={location}
                expanded={isOpen(location.name)}
                onExpandedChange={(open) => setOpen(location.name, open)}
                focusRequest={focusRequest?.name === location.name ? focusRequest.count : undefined}
                {...itemActions}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
