import type { Change, PullResponse, PushBody } from '@ninety/api';
import type { PullPosition } from '../db/meta';
import type { Acknowledged } from '../db/sync-state';
import { NotPairedError, PullGapError, RetryableSyncError, UpdateRequiredError, type ApiClient, type PushResult } from '../sync/api-client';

interface StoredLog {
  id: string;
  amount: number;
  loggedAt: string;
  deleted: boolean;
  version: number;
}

const UPDATE_MESSAGE = 'This server applies schema version 2; update the app';

/**
 * An in-memory stand-in for the sync server's protocol (water only), for engine unit tests.
 * The real server is exercised by its own tests and by the end-to-end tests in Chromium.
 */
export class FakeSyncServer implements ApiClient {
  lastSeq = new Map<string, number>();
  logs = new Map<string, StoredLog>();
  version = 0;
  /** Which run of `version` a cursor counts in; a restore starts another. */
  timeline = 1;
  pushes: PushBody[] = [];
  pulls: (number | undefined)[] = [];
  /** Fail the next N requests as if the network were down. */
  failNext = 0;
  /** Apply the next push, then lose its response. */
  dropNextResponse = false;
  /** Holds pushes until released, to model a slow network. */
  gate: Promise<void> | null = null;
  /** Pushes held at the gate now: a test waits for one, not for a guess at how long it takes. */
  heldAtGate = 0;
  rejectAmountsAbove = Infinity;
  /** Refuse a push body larger than this as a whole (413), as the real server's body limit does. */
  maxBodyBytes = Infinity;
  /** How far this device's clock is from the server's (positive: the device runs ahead). */
  deviceSkewMs = 0;
  /** Changes per pull answer at most, as the real server pages them. */
  pageSize = Infinity;
  /** Answer 401 to everything, as a server does to a device it does not know. */
  refusesDevice = false;
  /** Hold records in the shapes of another version of the app: answer 426, as the real server does. */
  otherSchemaVersion = false;

  lastClockSample() {
    const deviceNow = Date.now();
    return { serverMs: deviceNow - this.deviceSkewMs, sentAt: deviceNow, receivedAt: deviceNow };
  }

  async push(body: PushBody): Promise<PushResult> {
    if (this.refusesDevice) throw new NotPairedError('This device is not paired with this server.');
    if (this.otherSchemaVersion) return { kind: 'update-required', message: UPDATE_MESSAGE };
    if (this.gate) {
      this.heldAtGate += 1;
      try {
        await this.gate;
      } finally {
        this.heldAtGate -= 1;
      }
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new RetryableSyncError('Failed to fetch');
    }
    if (JSON.stringify(body).length > this.maxBodyBytes) return { kind: 'refused', status: 413, message: 'Body is too large' };
    this.pushes.push(body);
    const results: { seq: number; status: 'applied' | 'duplicate' | 'rejected'; message?: string }[] = [];
    for (const mutation of body.mutations) {
      const last = this.lastSeq.get(body.clientId) ?? 0;
      if (mutation.seq <= last) {
        results.push({ seq: mutation.seq, status: 'duplicate' });
        continue;
      }
      if (mutation.seq > last + 1) return { kind: 'gap', expectedSeq: last + 1, message: 'gap' };
      const args = mutation.args as { id: string; amount: number } | null;
      if (args === null) {
        results.push({ seq: mutation.seq, status: 'rejected', message: 'Body must be a JSON object' });
      } else if (mutation.name === 'water.log' && args.amount > this.rejectAmountsAbove) {
        results.push({ seq: mutation.seq, status: 'rejected', message: 'Amount must be at most 128 oz' });
      } else if (mutation.name === 'water.log' && !this.logs.has(args.id)) {
        this.logs.set(args.id, { ...args, loggedAt: mutation.occurredAt, deleted: false, version: ++this.version });
        results.push({ seq: mutation.seq, status: 'applied' });
      } else if (mutation.name === 'water.delete') {
        const log = this.logs.get(args.id);
        if (log) Object.assign(log, { deleted: true, version: ++this.version });
        results.push({ seq: mutation.seq, status: 'applied' });
      } else {
        results.push({ seq: mutation.seq, status: 'applied' });
      }
      this.lastSeq.set(body.clientId, mutation.seq);
    }
    if (this.dropNextResponse) {
      this.dropNextResponse = false;
      throw new RetryableSyncError('The connection was lost');
    }
    return { kind: 'ok', body: { lastSeq: this.lastSeq.get(body.clientId) ?? 0, results } };
  }

  async pull(from: PullPosition | undefined, acknowledged?: Acknowledged): Promise<PullResponse> {
    if (this.refusesDevice) throw new NotPairedError('This device is not paired with this server.');
    if (this.otherSchemaVersion) throw new UpdateRequiredError(UPDATE_MESSAGE);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new RetryableSyncError('Failed to fetch');
    }
    const cursor = from?.cursor;
    this.pulls.push(cursor);
    const held = acknowledged ? (this.lastSeq.get(acknowledged.clientId) ?? 0) : 0;
    if (acknowledged && held < acknowledged.seq) throw new PullGapError(held + 1, 'gap');
    const otherTimeline = from?.timeline !== undefined && from.timeline !== this.timeline;
    const reset = cursor === undefined || cursor === 0 || cursor > this.version || otherTimeline;
    const since = reset ? 0 : cursor;
    const all = [...this.logs.values()].filter((log) => log.version > since).sort((a, b) => a.version - b.version);
    const page = all.slice(0, this.pageSize);
    const changes: Change[] = page.map(({ id, amount, loggedAt, deleted }) =>
      deleted ? { table: 'waterLogs', id, deleted: true } : { table: 'waterLogs', id, row: { id, amount, loggedAt } },
    );
    const remaining = all.length - page.length;
    return { cursor: remaining > 0 ? page.at(-1)!.version : this.version, timeline: this.timeline, reset, changes, remaining };
  }

  /**
   * Comes back from a backup taken before anything was pushed: every record and seq is lost, the
   * counter starts again, and a new timeline with it (sync-server/src/db/timeline.ts).
   */
  restoreFromEmptyBackup(): void {
    this.lastSeq.clear();
    this.logs.clear();
    this.version = 0;
    this.timeline += 1;
  }

  liveLogIds(): string[] {
    return [...this.logs.values()].filter((log) => !log.deleted).map((log) => log.id).sort();
  }
}
