import { expect } from 'vitest';
import { DEFAULT_SETTING_AT, deriveStats, resolveSettings, type StoredRecords } from '@ninety/domain';
import { loadAllRecords } from '@ninety/sync-server/testing';
import { readAllRecords } from '@ninety/web/testing';
import type { Device } from './device';
import type { Journal } from './journal';
import { buildModel } from './model';
import type { World } from './world';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Tables sorted by key, so two replicas compare equal whatever order they hold rows in. */
export function normalized(records: StoredRecords): StoredRecords {
  const sorted = {} as Record<string, unknown[]>;
  for (const [table, rows] of Object.entries(records) as [string, readonly { id?: string; key?: string }[]][]) {
    sorted[table] = [...rows].sort((a, b) => String(a.id ?? a.key).localeCompare(String(b.id ?? b.key)));
  }
  return sorted as unknown as StoredRecords;
}

export function statsOf(records: StoredRecords, now: number) {
  return deriveStats(records, resolveSettings(records.settings, zone), now);
}

/** Back online with a quiet network: every device pushes, then every device pulls the rest. */
export async function settle(devices: readonly Device[]): Promise<void> {
  for (const phone of devices) {
    phone.online = true;
    phone.faults.length = 0;
  }
  for (let round = 0; round < 2; round += 1) {
    for (const phone of devices) await phone.sync();
  }
}

/**
 * After settling: every device holds exactly the server's records (tombstones aside), so every
 * device derives the server's stats; nothing is queued or lost; and the server's records are
 * the model's.
 */
export async function assertConverged(world: World, devices: readonly Device[], journal: Journal): Promise<void> {
  const server = normalized(loadAllRecords(world.db));
  const serverStats = statsOf(server, world.now);
  for (const [index, phone] of devices.entries()) {
    expect(await phone.db.outbox.count(), `device ${index} outbox`).toBe(0);
    const local = normalized(await readAllRecords(phone.db));
    expect(local, `device ${index} records`).toEqual(server);
    expect(statsOf(local, world.now), `device ${index} stats`).toEqual(serverStats);
  }
  const served = await world.json<{ currentHP: number; consecutiveDays: number; traits: { totalXP: number }[] }>('/api/stats');
  expect(served.currentHP).toBe(serverStats.currentHP);
  expect(served.consecutiveDays).toBe(serverStats.consecutiveDays);
  expect(served.traits.map((trait) => trait.totalXP)).toEqual(serverStats.traits.map((trait) => trait.totalXP));

  // A change keeps the time it was made at (docs/product.md), in the server's time once measured. The
  // Date header has one-second resolution, hence the margin.
  for (const entry of journal.entries) {
    if (entry.forged) continue;
    const drift = Date.parse(entry.occurredAt) - entry.expectedStamp;
    expect(Math.abs(drift), `${entry.name} #${entry.seq} of device ${entry.device} stamped ${drift} ms off`).toBeLessThan(1500);
  }

  const accepted = await journal.accepted(devices);
  // An import replaces everything with a device's view at that moment; past it, what must hold
  // is that every replica agrees, which is checked above.
  if (accepted.some((entry) => entry.name === 'data.import')) return;
  const model = buildModel(accepted, world.arrivals);
  // Devices started in several zones and none was chosen: any one of those defaults, as a default.
  const heldZone = server.settings.find((setting) => setting.key === 'timeZone');
  const startZone = heldZone && heldZone.updatedAt === DEFAULT_SETTING_AT && model.defaultZones.includes(heldZone.value as string) ? [heldZone] : [];
  const expected = normalized({ ...model.records, settings: [...model.records.settings, ...startZone] });
  const comparable = (records: StoredRecords) => ({
    ...records,
    checklistItems: records.checklistItems.map((item) =>
      model.unpredictableLocations.has(item.locationName) ? { ...item, checked: null, checkedAt: null } : item,
    ),
  });
  expect(comparable(server), 'server records against the model').toEqual(comparable(expected));
  expect(statsOf(expected, world.now), 'model stats').toEqual(serverStats);
}
