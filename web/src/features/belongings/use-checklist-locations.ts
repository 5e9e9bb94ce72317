import { useCallback, useMemo, useState } from 'react';
import type { GeoPoint } from '@ninety/domain';
import { useChecklistItems } from '../../db/hooks/checklist';
import { buildLocations, type LocationView } from './locations';

export interface ChecklistLocations {
  /** undefined while the items load. */
  locations: LocationView[] | undefined;
  /** Lists a location with no items: it lives only on this screen until an item is added (spec §3). */
  keepLocation(name: string): void;
}

/** The stored items, live (they change with every action here and every sync), as locations. */
export function useChecklistLocations(position: GeoPoint | null): ChecklistLocations {
  const items = useChecklistItems();
  const [localNames, setLocalNames] = useState<string[]>([]);
  const keepLocation = useCallback(
    (name: string) => setLocalNames((names) => (names.includes(name) ? names : [...names, name])),
    [],
  );
  const locations = useMemo(() => items && buildLocations(items, localNames, position), [items, localNames, position]);
  return { locations, keepLocation };
}
