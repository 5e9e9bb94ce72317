import type { Device } from './device';

/** A mutation a device queued, as it left the device. */
export interface Entry {
  device: number;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  occurredAt: string;
}

/** Every mutation every device queued, read from the outboxes right after each action. */
export class Journal {
  readonly entries: Entry[] = [];
  private readonly seen = new Map<number, number>();

  async record(devices: readonly Device[]): Promise<void> {
    for (const [index, phone] of devices.entries()) {
      const after = this.seen.get(index) ?? 0;
      const rows = await phone.db.outbox.where('seq').above(after).sortBy('seq');
      for (const row of rows) {
        this.entries.push({ device: index, seq: row.seq, name: row.name, args: row.args as Record<string, unknown>, occurredAt: row.occurredAt });
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
