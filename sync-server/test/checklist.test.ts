import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const add = (n: number, locationName = 'Gym', itemName = `Item ${n}`) =>
  h.json('POST', '/api/checklist', { id: uuid(n), locationName, itemName, checked: false, latitude: 40.7128, longitude: -74.006, userId: 'default-user' });

describe('/api/checklist', () => {
  it('adds an item as the spec posts it, unchecked, with its coordinates', async () => {
    const response = await add(1);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: uuid(1),
      locationName: 'Gym',
      itemName: 'Item 1',
      checked: false,
      latitude: 40.7128,
      longitude: -74.006,
      userId: 'default-user',
    });
  });

  it.each([
    [{ locationName: '  ', itemName: 'Towel' }, 'Please enter a location name'],
    [{ locationName: 'Gym', itemName: '' }, 'Please enter an item name'],
    [{ locationName: 'Gym', itemName: 'Towel', checked: true }, 'A new item starts unchecked'],
    [{ locationName: 'Gym', itemName: 'Towel', latitude: 91 }, 'Latitude must be a number from -90 to 90'],
  ])('refuses %j', async (body, message) => {
    const response = await h.json('POST', '/api/checklist', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('keeps the later check whatever order two devices send them in', async () => {
    await add(1);
    await h.json('PATCH', `/api/checklist/${uuid(1)}`, { checked: true, occurredAt: '2026-11-21T15:05:00Z' });
    const older = await h.json('PATCH', `/api/checklist/${uuid(1)}`, { checked: false, occurredAt: '2026-11-21T15:02:00Z' });
    expect((await older.json()).checked).toBe(true);
  });

  it('deletes an item; a later check of it changes nothing and answers 404', async () => {
    await add(1);
    expect((await h.json('DELETE', `/api/checklist/${uuid(1)}`)).status).toBe(204);
    expect((await h.json('DELETE', `/api/checklist/${uuid(1)}`)).status).toBe(204);
    const patch = await h.json('PATCH', `/api/checklist/${uuid(1)}`, { checked: true });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual({ message: 'Item not found' });
    expect(await (await h.json('GET', '/api/checklist')).json()).toEqual([]);
  });

  it('resets a location for the next trip', async () => {
    await add(1);
    await add(2);
    await add(3, 'Office');
    h.setNow('2026-11-21T15:10:00.000Z');
    for (const n of [1, 2, 3]) await h.json('PATCH', `/api/checklist/${uuid(n)}`, { checked: true });
    h.setNow('2026-11-21T15:20:00.000Z');
    const response = await h.json('POST', '/api/checklist/reset', { locationName: 'Gym' });
    expect(await response.json()).toEqual({ unchecked: 2 });
    const items = await (await h.json('GET', '/api/checklist')).json();
    expect(items.map((i: { locationName: string; checked: boolean }) => [i.locationName, i.checked])).toEqual([
      ['Gym', false],
      ['Gym', false],
      ['Office', true],
    ]);
  });
});
