import { getClientId } from '@ninety/web/testing';
import type { Device } from './device';

/** A mutation a device queued, as it left the device. */
export interface Entry {
  device: number;
  /** The device's id at the server, for the arrival of this mutation (World.arrivals). */
  clientId: string;
  /** Queued by a forging client, not the app: its stamp is whatever that client chose. */
  forged: boolean;
  /** When the action really happened, and the time the device should have stamped. */
  trueTime: number;
  expectedStamp: number;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  occurredAt: string;
}

/** Every mutation every device queued, read from the outboxes right after each action. */
export class Journal {
  readonly entries: Entry[] = [];
  private readonly seen = new Map<number, number>();

  /**
   * Reads what the last action queued. A device stamps its own clock until its first sync, and
   * the server's time (its clock corrected by the measured offset) after it.
   */
  async record(devices: readonly Device[], trueTime: number): Promise<void> {
    for (const [index, phone] of devices.entries()) {
      const after = this.seen.get(index) ?? 0;
      const rows = await phone.db.outbox.where('seq').above(after).sortBy('seq');
      const clientId = await getClientId(phone.db);
      const measured = (await phone.db.meta.get('clockOffsetMs')) !== undefined;
      const expectedStamp = measured ? trueTime : trueTime + phone.skewMs;
      for (const row of rows) {
        this.entries.push({ device: index, clientId, forged: phone.forged.has(row.seq), trueTime, expectedStamp, seq: row.seq, name: row.name, args: row.args as Record<string, unknown>, occurredAt: row.occurredAt });
        this.seen.set(index, row.seq);
      }
    }
  }

  /** Mutations the server did not refuse (refusals are kept on the device that made them). */
  async accepted(devices: readonly Device[]): Promise<Entry[]> {
    const refused = new Set<string>();
    for (const [index, phone] of devices.entries()) {
      for (const rejection of await phone.db.rejections.toArray()) refused.add(`${index}:${rejection.seq}`);
    }
    return this.entries.filter((entry) => !refused.has(`${entry.device}:${entry.seq}`));
  }
}
