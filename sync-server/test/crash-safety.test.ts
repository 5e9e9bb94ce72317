import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seededRandom } from './bad-input-cases';
import { uuid } from './harness';
import { startServer as startRealServer, type RealServer } from './real-server';

/**
 * The real server process, killed with SIGKILL at a random moment while a device pushes its
 * outbox, then restarted on the same database file. Each mutation commits in one transaction
 * together with the device's last_seq, so whatever instant the kill lands on, the retry must
 * find every mutation applied exactly once and the acknowledged seq matching the data.
 *
 * A plain random delay mostly lands before or after a push of 50 small writes (a few ms), so
 * most kills are aimed instead: the test watches the device's last_seq through a read-only
 * connection and kills once a random number of the batch's mutations have committed. The
 * server keeps going until the signal lands, so the crash falls somewhere after that point:
 * mid-batch, after the last commit but before the answer, or after the answer.
 */

const TRIALS = 20;
const BATCH = 50;
const CLIENT = 'crash-phone';
const dataDir = mkdtempSync(join(tmpdir(), 'ninety-crash-'));
/** The running server, so a failed assertion never leaves it behind. */
let running: ChildProcess | null = null;
afterAll(() => {
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Mutation {
  seq: number;
  name: 'water.log';
  args: { id: string; amount: number };
  occurredAt: string;
}

// An hour ago on the system clock the real server runs on.
const OCCURRED_AT = new Date(Date.now() - 3_600_000).toISOString();
const mutation = (seq: number): Mutation => ({
  seq,
  name: 'water.log',
  args: { id: uuid(seq), amount: (seq % 128) + 1 },
  occurredAt: OCCURRED_AT,
});

type Server = RealServer;

/** Each start remembers the process, so a failed assertion never leaves it behind. */
async function startServer(): Promise<Server> {
  const server = await startRealServer(dataDir);
  running = server.process;
  return server;
}

async function kill(server: Server): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

interface PushAnswer {
  lastSeq: number;
  results: { seq: number; status: string }[];
}

async function push(server: Server, mutations: Mutation[]): Promise<PushAnswer> {
  const response = await fetch(`${server.url}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientId: CLIENT, schemaVersion: 1, mutations }),
  });
  if (response.status !== 200) throw new Error(`push answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PushAnswer;
}

async function storedLogs(server: Server): Promise<{ id: string; amount: number }[]> {
  const exported = (await (await fetch(`${server.url}/api/export`)).json()) as { records: { waterLogs: { id: string; amount: number }[] } };
  return exported.records.waterLogs;
}

/** Resolves once the device's last_seq reaches `seq` (or `done` settles first). */
async function committed(seq: number, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => (settled = true));
  const reader = new Database(join(dataDir, 'ninety.db'), { readonly: true, fileMustExist: true });
  try {
    const lastSeq = reader.prepare<[string], { last_seq: number }>('SELECT last_seq FROM sync_clients WHERE client_id = ?');
    while (!settled && (lastSeq.get(CLIENT)?.last_seq ?? 0) < seq) await new Promise((resolve) => setImmediate(resolve));
  } finally {
    reader.close();
  }
}

it('applies every mutation exactly once across SIGKILLs at random moments of a push', async () => {
  const random = seededRandom(2026);
  // The device's view: the outbox holds every mutation it has not seen acknowledged.
  let outbox: Mutation[] = [];
  let made = 0;
  let acknowledged = 0;

  for (let trial = 0; trial <= TRIALS; trial++) {
    const server = await startServer();

    // Whatever the kill interrupted, last_seq and the data committed together: the seq the
    // server acknowledges is exactly the number of logs it holds (seq n made log n).
    const present = new Set((await storedLogs(server)).map((log) => log.id));
    const standing = await push(server, []);
    expect(standing).toEqual({ lastSeq: present.size, results: [] });

    if (outbox.length > 0) {
      // Resend everything not acknowledged: what committed before the kill comes back as a
      // duplicate (never applied twice), the rest applies, in order, with nothing missing.
      const answer = await push(server, outbox);
      const expected = outbox.map((m) => ({ seq: m.seq, status: present.has(m.args.id) ? 'duplicate' : 'applied' }));
      expect(answer).toEqual({ lastSeq: made, results: expected });
      acknowledged = answer.lastSeq;
    }
    const logs = await storedLogs(server);
    expect(logs.map((log) => log.id).sort()).toEqual(Array.from({ length: made }, (_, i) => uuid(i + 1)).sort());

    if (trial === TRIALS) {
      expect(made).toBe(TRIALS * BATCH);
      const amounts = Array.from({ length: made }, (_, i) => mutation(i + 1).args.amount);
      expect(logs.reduce((sum, log) => sum + log.amount, 0)).toBe(amounts.reduce((a, b) => a + b, 0));
      expect((await push(server, [])).lastSeq).toBe(made);
      server.process.kill('SIGTERM');
      await server.exited;
      break;
    }

    const batch = Array.from({ length: BATCH }, () => mutation(++made));
    const sent = push(server, batch).then(
      (answer) => answer.lastSeq,
      () => null, // the connection died with the server: nothing was acknowledged
    );
    if (random() < 0.25) {
      // Blind: a few ms after sending, often before the request has even been read.
      await new Promise((resolve) => setTimeout(resolve, random() * 5));
    } else {
      await committed(acknowledged + Math.floor(random() * (BATCH + 1)), sent);
    }
    await kill(server);
    const lastSeq = await sent;
    if (lastSeq !== null) acknowledged = lastSeq;
    outbox = batch.filter((m) => m.seq > acknowledged);
  }
}, 120_000);
