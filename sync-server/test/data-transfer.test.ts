import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

async function seed() {
  await h.json('POST', '/api/water', { id: uuid(1), amount: 16 });
  await h.json('POST', '/api/weight', { id: uuid(2), weight: 180 });
  await h.json('POST', '/api/checklist', { id: uuid(3), locationName: 'Gym', itemName: 'Towel' });
  await h.json('PUT', '/api/settings', { dailyTargetOz: 100 });
}

describe('export and import', () => {
  it('exports everything and imports it back as a full replace', async () => {
    await seed();
    const exported = await (await h.json('GET', '/api/export')).json();
    expect(exported).toMatchObject({ format: 'ninety-export', version: 1 });
    expect(exported.records.waterLogs).toHaveLength(1);
    expect(exported.records.checklistItems).toHaveLength(1);

    await h.json('POST', '/api/water', { id: uuid(4), amount: 8 });
    await h.json('PUT', '/api/settings', { dailyTargetOz: 200 });
    const response = await h.json('POST', '/api/import', exported);
    expect(response.status).toBe(200);
    expect((await response.json()).imported.waterLogs).toBe(1);
    const today = await (await h.json('GET', '/api/water/today')).json();
    expect(today).toMatchObject({ total: 16, target: 100 });
  });

  it('refuses a broken file with a message naming the field, and changes nothing', async () => {
    await seed();
    const exported = await (await h.json('GET', '/api/export')).json();
    const broken = structuredClone(exported);
    broken.records.weights[0].weight = 9;
    const response = await h.json('POST', '/api/import', broken);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('weights[0].weight: Please enter a weight between 50 and 500 lbs');
    expect(await (await h.json('GET', '/api/export')).json()).toMatchObject({ records: exported.records });
    const notExport = await h.json('POST', '/api/import', { hello: 'world' });
    expect((await notExport.json()).message).toBe('Import file is not a Ninety export');
  });

  it('sends removed records to other devices as tombstones', async () => {
    await seed();
    const { cursor } = await (await h.json('GET', '/api/sync/pull')).json();
    const exported = await (await h.json('GET', '/api/export')).json();
    exported.records.weights = [];
    await h.json('POST', '/api/import', exported);
    const pulled = await (await h.json('GET', `/api/sync/pull?cursor=${cursor}`)).json();
    expect(pulled.changes).toContainEqual({ table: 'weights', id: uuid(2), deleted: true });
  });
});
