import { nearestLocation, orderByDistance, type ChecklistItem, type GeoPoint } from '@ninety/domain';

/** A location on screen: a name and its items (spec §3), placed relative to the user. */
export interface LocationView {
  name: string;
  items: ChecklistItem[];
  checkedCount: number;
  /** Metres from the user to the closest place an item was added at; null when unknown. */
  meters: number | null;
  /** The nearest location within 200 m of the user (docs/product.md): where the user is now. */
  isCurrent: boolean;
}

type Group = Pick<LocationView, 'name' | 'items'>;

/** Where the location's items were added: together they give the location its position. */
function pointsOf(group: Group): GeoPoint[] {
  return group.items.flatMap((item) =>
    item.latitude === null || item.longitude === null ? [] : [{ latitude: item.latitude, longitude: item.longitude }],
  );
}

/**
 * Groups items by location and adds the locations that exist only on this screen (no items
 * yet). By name without a position; with one, nearest first and the current place marked.
 * Items keep the order they come in (the order they were added).
 */
export function buildLocations(
  items: readonly ChecklistItem[],
  localNames: readonly string[],
  position: GeoPoint | null,
): LocationView[] {
  const byName = new Map<string, ChecklistItem[]>();
  for (const item of items) byName.set(item.locationName, [...(byName.get(item.locationName) ?? []), item]);
  for (const name of localNames) if (!byName.has(name)) byName.set(name, []);
  const groups: Group[] = [...byName]
    .map(([name, grouped]) => ({ name, items: grouped }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const view = (group: Group, meters: number | null, isCurrent: boolean): LocationView => ({
    ...group,
    checkedCount: group.items.filter((item) => item.checked).length,
    meters,
    isCurrent,
  });
  if (!position) return groups.map((group) => view(group, null, false));
  const current = nearestLocation(position, groups, pointsOf)?.place;
  return orderByDistance(position, groups, pointsOf).map(({ place, meters }) => view(place, meters, place === current));
}

/** The location already listed under this name, ignoring case ("gym" is "Gym"). */
export function findLocation(locations: readonly LocationView[], name: string): LocationView | undefined {
  const wanted = name.toLocaleLowerCase();
  return locations.find((location) => location.name.toLocaleLowerCase() === wanted);
}
