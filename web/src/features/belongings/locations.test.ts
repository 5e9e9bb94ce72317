import { describe, expect, it } from 'vitest';
import { newChecklistItem, type ChecklistItem } from '@ninety/domain';
import { formatDistance } from './format-distance';
import { buildLocations, findLocation } from './locations';

const AT = '2026-11-21T09:00:00.000Z';
let n = 0;
function item(locationName: string, latitude: number | null = null, longitude: number | null = latitude === null ? null : -74) {
  n += 1;
  return newChecklistItem({ id: `id-${n}`, locationName, itemName: `Item ${n}`, latitude, longitude }, AT);
}
const checked = (entry: ChecklistItem): ChecklistItem => ({ ...entry, checked: true });

describe('buildLocations', () => {
  it('groups items by location, counts the checked ones and lists screen-only locations too', () => {
    const towel = checked(item('Gym'));
    const shoes = item('Gym');
    const passport = item('Airport');
    const locations = buildLocations([towel, passport, shoes], ['Office', 'Gym'], null);
    expect(locations.map((l) => [l.name, l.items.map((i) => i.id), l.checkedCount])).toEqual([
      ['Airport', [passport.id], 0],
      ['Gym', [towel.id, shoes.id], 1],
      ['Office', [], 0],
    ]);
    expect(locations.every((l) => l.meters === null && !l.isCurrent)).toBe(true);
  });

  it('orders by distance from the position and marks the nearest within 200 m', () => {
    // 0.001 degree of latitude is about 111 m; 0.01 about 1.1 km.
    const items = [item('Office', 40.01), item('Gym', 40.001), item('Home', 40.5), item('Home', 40.0005)];
    const locations = buildLocations(items, ['Pool'], { latitude: 40, longitude: -74 });
    expect(locations.map((l) => [l.name, l.isCurrent])).toEqual([
      ['Home', true],
      ['Gym', false],
      ['Office', false],
      ['Pool', false],
    ]);
    expect(locations[0]?.meters).toBeCloseTo(55.6, 0);
    expect(locations[3]?.meters).toBeNull();
  });

  it('marks nothing when every location is farther than 200 m, or has no position', () => {
    const locations = buildLocations([item('Office', 40.01), item('Car')], [], { latitude: 40, longitude: -74 });
    expect(locations.map((l) => [l.name, l.isCurrent])).toEqual([
      ['Office', false],
      ['Car', false],
    ]);
  });
});

it('finds a listed location whatever its case', () => {
  const locations = buildLocations([item('Gym')], [], null);
  expect(findLocation(locations, 'gym')?.name).toBe('Gym');
  expect(findLocation(locations, 'Pool')).toBeUndefined();
});

it('formats distances in metres, then kilometres', () => {
  expect(formatDistance(12.4)).toBe('12 m');
  expect(formatDistance(999.4)).toBe('999 m');
  expect(formatDistance(5234)).toBe('5.2 km');
  expect(formatDistance(27_400)).toBe('27 km');
});
