import { createApiClient, createSyncEngine, NinetyDatabase, type SyncEngine } from '@ninety/web/testing';
import type { World } from './world';

export type Fault = 'none' | 'drop-response' | 'duplicate-delivery';

let counter = 0;

/**
 * One phone: its own IndexedDB store, the real sync engine and API client, a network that can
 * be off, lose an answer after the server applied the request, or deliver a request twice.
 */
/** Changes per pull page in the simulation: a handful, so a pull is often several pages. */
const SIM_PULL_PAGE = 4;

export class Device {
  readonly db: NinetyDatabase;
  readonly engine: SyncEngine;
  online = true;
  /** Faults for the next requests, consumed in order. */
  readonly faults: Fault[] = [];
  /** Seqs of changes queued as a hostile client would (actions.ts queueBackdated), not by the app. */
  readonly forged = new Set<number>();

  constructor(
    private readonly world: World,
    readonly name: string,
    /** How far this phone's clock is from the server's. */
    readonly skewMs = 0,
  ) {
    counter += 1;
    this.db = new NinetyDatabase(`sim-${name}-${counter}-${Math.random().toString(36).slice(2)}`);
    // Small pages, so every run's pulls cross page boundaries under the same faults.
    const api = createApiClient((input, init) => this.fetch(String(input), init), 'http://sim', () => this.clock().getTime(), SIM_PULL_PAGE);
    this.engine = createSyncEngine({
      db: this.db,
      api,
      // The test decides when a device syncs; a retry timer would run on its own.
      schedule: () => () => {},
      random: () => 0.5,
    });
  }

  /** What this phone's clock reads now. */
  clock(): Date {
    return new Date(this.world.now + this.skewMs);
  }

  private gate: Promise<void> | null = null;

  /** Holds this device's requests (a slow network) until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  private async fetch(url: string, init?: RequestInit): Promise<Response> {
    if (this.gate) await this.gate;
    if (!this.online) throw new TypeError('Failed to fetch');
    const fault = this.faults.shift() ?? 'none';
    if (fault === 'duplicate-delivery') await this.world.request(url, init);
    const response = await this.world.request(url, init);
    if (fault === 'drop-response') throw new TypeError('The network connection was lost');
    return response;
  }

  sync(): Promise<void> {
    return this.engine.sync();
  }

  async close(): Promise<void> {
    this.engine.stop();
    this.db.close();
    await this.db.delete();
  }
}
