import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandom } from '@ninety/domain';
import { createApp, migrate, openDatabase, restoreDatabase, type Db } from '@ninety/sync-server/testing';

/**
 * The server side of a simulation: the real app on a real SQLite file, a clock the test moves,
 * and restarts that reopen the same file (what survives a restart is what was committed).
 */
export class World {
  /** True time, in epoch milliseconds. */
  now: number;
  readonly file: string;
  private readonly dir: string;
  db: Db;
  private app: ReturnType<typeof createApp>;
  restarts = 0;

  /**
   * When each mutation reached the server and was first applied or rejected there, by
   * "clientId:seq": the server keeps a time ahead of its clock as its own time on arrival, and
   * the model has to know which arrival that was.
   */
  readonly arrivals = new Map<string, number>();

  constructor(
    start = Date.parse('2026-11-21T09:00:00.000Z'),
    private readonly seed = 1,
    /** A push body limit smaller than the real one, so batches and imports go over it. */
    private readonly pushLimitBytes?: number,
  ) {
    this.now = start;
    this.dir = mkdtempSync(join(tmpdir(), 'ninety-sim-'));
    this.file = join(this.dir, 'ninety.db');
    this.db = openDatabase(this.file);
    migrate(this.db);
    this.app = this.makeApp();
  }

  private makeApp() {
    return createApp({
      db: this.db,
      clock: { now: () => new Date(this.now) },
      random: createRandom(this.seed + this.restarts),
      // Every simulated device shares one in-process bucket; the limit is tested on its own.
      rateLimit: false,
      bodyLimits: this.pushLimitBytes === undefined ? undefined : { sync: this.pushLimitBytes },
      // The devices here are the owner's; pairing is tested in sync-server/test/pairing.test.ts.
      auth: 'off',
    });
  }

  restart(): void {
    this.db.close();
    this.db = openDatabase(this.file);
    migrate(this.db);
    this.restarts += 1;
    this.app = this.makeApp();
  }

  /** A copy of the database as it is now, as an operator's backup would be. */
  async backup(): Promise<string> {
    const copy = join(this.dir, `backup-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
    await this.db.backup(copy);
    return copy;
  }

  /** The server comes back from a backup, as `pnpm restore` puts it back: everything after it is gone. */
  async restoreFrom(copy: string): Promise<void> {
    this.db.close();
    await restoreDatabase(copy, this.file, `${this.file}.replaced-${this.restarts}`);
    this.db = openDatabase(this.file);
    this.restarts += 1;
    this.app = this.makeApp();
  }

  /** An HTTP exchange with the server, answered with a Date header as a real server sends. */
  async request(url: string, init?: RequestInit): Promise<Response> {
    const { pathname, search } = new URL(url, 'http://sim');
    const headers = new Headers(init?.headers);
    if (typeof init?.body === 'string') headers.set('Content-Length', String(Buffer.byteLength(init.body)));
    const response = await this.app.request(`${pathname}${search}`, { ...init, headers });
    const answered = new Headers(response.headers);
    answered.set('Date', new Date(this.now).toUTCString());
    const body = await response.arrayBuffer();
    if (pathname === '/api/sync/push' && response.status === 200) this.noteArrivals(String(init?.body), body);
    return new Response(body, { status: response.status, headers: answered });
  }

  private noteArrivals(sent: string, answer: ArrayBuffer): void {
    const { clientId } = JSON.parse(sent) as { clientId: string };
    const { results } = JSON.parse(new TextDecoder().decode(answer)) as { results: { seq: number; status: string }[] };
    for (const result of results) {
      const key = `${clientId}:${result.seq}`;
      if (result.status !== 'duplicate' && !this.arrivals.has(key)) this.arrivals.set(key, this.now);
    }
  }

  async json<T = unknown>(path: string): Promise<T> {
    return (await (await this.request(path)).json()) as T;
  }

  close(): void {
    this.db.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
