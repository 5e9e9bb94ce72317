import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDatabase, type Db } from '../src/db/open';
import type { PaymentProvider } from '../src/payments/payment-provider';
import type { PushService } from '../src/routes/context';

/** Tests read answers as whatever shape they assert on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** A server app on a fresh SQLite file in a temp folder, with a clock the test moves. */
export interface Harness {
  app: ReturnType<typeof createApp>;
  db: Db;
  dir: string;
  setNow(iso: string): void;
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  request(path: string, init?: RequestInit): Promise<TestResponse>;
  close(): void;
}

export function createHarness(
  options: { now?: string; webDist?: string; payments?: PaymentProvider; publishableKey?: string; push?: PushService; auth?: 'on' | 'off' } = {},
): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'ninety-test-'));
  const db = openDatabase(join(dir, 'ninety.db'));
  migrate(db);
  let now = new Date(options.now ?? '2026-11-21T15:00:00.000Z');
  const app = createApp({
    db,
    clock: { now: () => now },
    webDist: options.webDist,
    payments: options.payments ?? null,
    publishableKey: options.publishableKey ?? null,
    push: options.push ?? null,
    // Pairing is tested on its own (pairing.test.ts); elsewhere every request is the owner's.
    auth: options.auth ?? 'off',
  });
  return {
    app,
    db,
    dir,
    setNow: (iso) => {
      now = new Date(iso);
    },
    json: (method, path, body, headers = {}) => {
      const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      // Set Content-Length as a real HTTP client does; app.request() would not.
      const sent =
        text === undefined
          ? headers
          : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers };
      return Promise.resolve(app.request(path, { method, headers: sent, body: text }));
    },
    request: (path, init) => Promise.resolve(app.request(path, init)),
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const uuid = (n: number) => `0190f5e4-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

export function countRows(db: Db, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/** Records of one table as stored (live and deleted): how many writes the server kept. */
export function countRecords(db: Db, table: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM records WHERE tbl = ?').get(table) as { n: number }).n;
}
