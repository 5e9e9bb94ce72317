import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { estimateOffset, recordClockSample } from './clock-offset';
import { deviceNow, loadClockOffset } from './device-clock';
import { logWater } from './water-repo';
import type { NinetyDatabase } from './database';

let db: NinetyDatabase;
afterEach(async () => {
  await db?.delete();
});

const HOUR = 3_600_000;

describe('clock offset to the server', () => {
  it('ignores differences within the Date header resolution and network time', () => {
    expect(estimateOffset({ serverMs: 1_000_000, sentAt: 1_000_200, receivedAt: 1_000_900 })).toBe(0);
  });

  it('measures a device clock two hours ahead', () => {
    const server = Date.parse('2026-11-21T09:00:00Z');
    const offset = estimateOffset({ serverMs: server, sentAt: server + 2 * HOUR, receivedAt: server + 2 * HOUR + 100 });
    expect(offset).toBeGreaterThan(-2 * HOUR - 1000);
    expect(offset).toBeLessThan(-2 * HOUR + 1000);
  });

  it('stamps actions in the server time once the offset is known, and keeps it for offline use', async () => {
    db = freshDb();
    const deviceClock = new Date('2026-11-21T11:00:00Z'); // two hours ahead of the server
    await recordClockSample(db, { serverMs: Date.parse('2026-11-21T09:00:00Z'), sentAt: deviceClock.getTime(), receivedAt: deviceClock.getTime() });
    const id = await logWater(8, deviceClock, db);
    const stored = await db.waterLogs.get(id);
    expect(Math.abs(Date.parse(stored!.loggedAt) - Date.parse('2026-11-21T09:00:00.500Z'))).toBeLessThan(1000);
    expect((await db.outbox.get(1))?.occurredAt).toBe(stored!.loggedAt);

    await loadClockOffset(db);
    expect(Math.abs(deviceNow(db).getTime() - (Date.now() - 2 * HOUR))).toBeLessThan(2000);
  });
});
