import { describe, expect, it } from 'vitest';
import { newChecklistItem, resetLocation, withChecked } from './checklist';

const item = newChecklistItem(
  { id: 'i1', locationName: 'Gym', itemName: 'Towel', latitude: 40.7, longitude: -74 },
  '2026-11-21T08:00:00.000Z',
);

describe('checklist items', () => {
  it('start unchecked for the one user', () => {
    expect(item).toMatchObject({ checked: false, userId: 'default-user', createdAt: '2026-11-21T08:00:00.000Z' });
  });

  // Applies checks in the order given, keeping the item when a change loses.
  const apply = (changes: [checked: boolean, at: string][]) =>
    changes.reduce((current, [checked, at]) => withChecked(current, checked, at) ?? current, item);

  it('keep the later of two checks whatever order they arrive in', () => {
    const early: [boolean, string] = [true, '2026-11-21T09:00:00.000Z'];
    const late: [boolean, string] = [false, '2026-11-21T09:05:00.000Z'];
    expect(apply([early, late])).toEqual(apply([late, early]));
    expect(apply([late, early])).toMatchObject({ checked: false, checkedAt: late[1] });
  });

  it('settle equal instants the same way on every replica', () => {
    const at = '2026-11-21T09:00:00.000Z';
    expect(apply([[true, at], [false, at]])).toEqual(apply([[false, at], [true, at]]));
  });
});

describe('resetting a location', () => {
  it('unchecks its items, except one checked later on another device', () => {
    const towel = withChecked(item, true, '2026-11-21T09:00:00.000Z')!;
    const shoes = withChecked({ ...item, id: 'i2', itemName: 'Shoes' }, true, '2026-11-21T11:00:00.000Z')!;
    const passport = withChecked({ ...item, id: 'i3', locationName: 'Airport' }, true, '2026-11-21T09:00:00.000Z')!;
    const changed = resetLocation([towel, shoes, passport], 'Gym', '2026-11-21T10:00:00.000Z');
    expect(changed.map((c) => [c.id, c.checked])).toEqual([['i1', false]]);
  });
});
