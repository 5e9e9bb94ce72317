import { createRandom, deriveStats, resolveSettings, type StoredRecords } from '@ninety/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAllRecords } from '../src/services/all-records';
import { mirroredRecords } from '../src/services/records-mirror';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

/** Each table's rows by key, so two ways of listing the same records compare equal. */
function normalized(records: ReturnType<typeof loadAllRecords>) {
  return Object.fromEntries(
    Object.entries(records).map(([table, rows]) => [
      table,
      [...(rows as readonly { id?: string; key?: string }[])].sort((a, b) => String(a.id ?? a.key).localeCompare(String(b.id ?? b.key))),
    ]),
  );
}

/** The stats of these records now: from the mirror, its per-array views are reused and extended. */
const statsOf = (records: StoredRecords) => deriveStats(records, resolveSettings(records.settings, 'UTC'), Date.parse('2026-11-21T15:00:00.000Z'));

describe('the records kept in memory for the stats', () => {
  it('stay exactly what the stored records rebuild, through logs, undos, checks, settings, refusals and an import', async () => {
    const random = createRandom(14);
    let seq = 0;
    const at = (minute: number) => new Date(Date.parse('2026-11-21T09:00:00.000Z') + minute * 60_000).toISOString();
    const push = async (name: string, args: unknown, minute: number) => {
      const mutations = [{ seq: ++seq, name, args, occurredAt: at(minute) }];
      // Applied or refused by the rules, the push itself always lands.
      expect((await h.json('POST', '/api/sync/push', { clientId: 'phone', schemaVersion: 1, mutations })).status).toBe(200);
    };

    for (let step = 0; step < 120; step++) {
      const id = uuid(1 + Math.floor(random() * 12));
      const minute = step * 3;
      const kind = Math.floor(random() * 6);
      if (kind === 0) await push('water.log', { id, amount: 8 + Math.floor(random() * 3) * 4 }, minute);
      else if (kind === 1) await push('water.delete', { id }, minute + 1);
      else if (kind === 2) await push('checklist.add', { id, locationName: 'Gym', itemName: `Item ${step}`, latitude: null, longitude: null }, minute);
      else if (kind === 3) await push('checklist.set', { id, checked: random() < 0.5 }, minute + 2);
      else if (kind === 4) await push('settings.update', { dailyTargetOz: 64 + Math.floor(random() * 100) }, minute);
      else await push('checklist.delete', { id }, minute + 2);
      // Read between writes too, so the copy is brought up to date step by step.
      if (step % 7 === 0) expect(normalized(mirroredRecords(h.db))).toEqual(normalized(loadAllRecords(h.db)));
      // The stats of the copy, whose logs are ordered from the view before each insert, are
      // what the stored records rebuild.
      expect(statsOf(mirroredRecords(h.db))).toEqual(statsOf(loadAllRecords(h.db)));
    }
    expect(normalized(mirroredRecords(h.db))).toEqual(normalized(loadAllRecords(h.db)));

    // A full replace: everything not in the file becomes a tombstone, and the copy follows.
    h.setNow('2026-11-21T16:00:00.000Z'); // past the write rate limit's window
    const exported = await (await h.json('GET', '/api/export')).json();
    const kept = { ...exported.records, checklistItems: exported.records.checklistItems.slice(0, 1) };
    expect((await h.json('POST', '/api/import', { ...exported, records: kept })).status).toBe(200);
    expect(normalized(mirroredRecords(h.db))).toEqual(normalized(loadAllRecords(h.db)));
    expect(mirroredRecords(h.db).checklistItems.length).toBeLessThanOrEqual(1);
  });
});
