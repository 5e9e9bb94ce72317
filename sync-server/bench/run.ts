/**
 * Server throughput on 127.0.0.1, printed as `BENCH <name> <value> <unit>` lines:
 *   stats-rps   GET /api/stats on five years of data (cached derived stats)
 *   health-rps  GET /api/health, the floor of what any route can cost
 *   push-mps    POST /api/sync/push, batches of 100 water.log mutations, several devices at once
 *   stats-after-write-5y  GET /api/stats right after a write on five years (median; goal 20 ms)
 * The server runs in a child process (bench/server.ts) and this process only generates load,
 * so the two never share an event loop. Goals (printed, not enforced: a busy machine would make
 * a failing exit flaky): stats at least half of health, push at least 10,000 mutations a second.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { yearsOfUse } from './generate';
import { runLoad, send } from './load';

const WARMUP_MS = 1_000;
const DURATION_MS = 4_000;
const READ_CONCURRENCY = 32;
const READ_ROUNDS = 4;
const PUSH_CLIENTS = 4;
const PUSH_BATCH = 100;
const AFTER_WRITE_ROUNDS = 60;

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

function rate(value: number): string {
  return String(Math.round(value));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ninety-bench-'));
  const server = await startServer(dataDir);
  try {
    const agent = new Agent({ keepAlive: true });
    const document = yearsOfUse(Date.now());
    const seeded = await send(agent, server.origin, { method: 'POST', path: '/api/import', body: JSON.stringify(document) });
    if (seeded.status !== 200) throw new Error(`import answered ${seeded.status}: ${seeded.body.slice(0, 200)}`);
    const { records } = document;
    console.info(
      `seeded ${records.waterLogs.length} water logs, ${records.tasks.length} tasks, ${records.quests.length} quests, ${records.weights.length} weights`,
    );

    // The stats right after a write: each write moves the version, so every read here derives.
    const afterWrite: number[] = [];
    for (let i = 0; i < AFTER_WRITE_ROUNDS; i++) {
      const logged = await send(agent, server.origin, { method: 'POST', path: '/api/water', body: JSON.stringify({ amount: 8 }) });
      if (logged.status !== 201) throw new Error(`a bench water log answered ${logged.status}`);
      const started = performance.now();
      const answered = await send(agent, server.origin, { method: 'GET', path: '/api/stats' });
      if (answered.status !== 200) throw new Error(`stats answered ${answered.status}`);
      afterWrite.push(performance.now() - started);
    }
    afterWrite.sort((a, b) => a - b);
    agent.destroy();

    // Reads alternate in short rounds, so drift on a shared machine (another process waking
    // up, the JIT settling) lands on both routes alike instead of on whichever ran second.
    const read = (path: string, durationMs: number) =>
      runLoad({ origin: server.origin, concurrency: READ_CONCURRENCY, warmupMs: 0, durationMs, next: () => ({ method: 'GET', path }) });
    await read('/api/stats', WARMUP_MS);
    await read('/api/health', WARMUP_MS);
    const reads = { health: 0, stats: 0 };
    for (let round = 0; round < READ_ROUNDS; round++) {
      reads.health += (await read('/api/health', DURATION_MS / READ_ROUNDS)).count;
      reads.stats += (await read('/api/stats', DURATION_MS / READ_ROUNDS)).count;
    }
    const health = { perSecond: reads.health / (DURATION_MS / 1000) };
    const stats = { perSecond: reads.stats / (DURATION_MS / 1000) };

    // Each device pushes its own seqs in order, one batch at a time, as the app's flusher does.
    const nextSeq = Array<number>(PUSH_CLIENTS).fill(1);
    const occurredAt = new Date().toISOString();
    let mutations = 0;
    const push = await runLoad({
      origin: server.origin,
      concurrency: PUSH_CLIENTS,
      warmupMs: WARMUP_MS,
      durationMs: DURATION_MS,
      next: (client) => {
        const first = nextSeq[client]!;
        nextSeq[client] = first + PUSH_BATCH;
        const batch = Array.from({ length: PUSH_BATCH }, (_, i) => {
          const seq = first + i;
          const id = `0190f5e4-${client.toString(16).padStart(4, '0')}-7000-8000-${seq.toString(16).padStart(12, '0')}`;
          return { seq, name: 'water.log', args: { id, amount: (seq % 32) + 1 }, occurredAt };
        });
        const body = JSON.stringify({ clientId: `bench-${client}`, schemaVersion: 1, mutations: batch });
        return { method: 'POST', path: '/api/sync/push', body };
      },
      check: (answer) => {
        const { results } = JSON.parse(answer.body) as { results: { status: string; message?: string }[] };
        const refused = results.find((result) => result.status !== 'applied');
        if (refused) throw new Error(`a bench mutation was not applied: ${JSON.stringify(refused)}`);
        mutations += results.length;
      },
    });
    const pushRate = push.perSecond * PUSH_BATCH;

    const ratio = (stats.perSecond / health.perSecond).toFixed(2);
    console.info(`stats/health ${ratio} (goal >= 0.5); push goal >= 10000 mutations/s; ${mutations} mutations pushed in all`);
    const median = afterWrite[Math.floor(afterWrite.length / 2)]!;
    // Nearest rank, as web/bench/summaries.ts takes it: of 60 rounds the 57th, three left above.
    const p95 = afterWrite[Math.ceil(afterWrite.length * 0.95) - 1]!;
    console.info(`stats after a write: p95 ${p95.toFixed(1)} ms (goal: median <= 20 ms)`);
    console.info(`BENCH stats-after-write-5y ${median.toFixed(1)} ms`);
    console.info(`BENCH stats-rps ${rate(stats.perSecond)} req/s`);
    console.info(`BENCH health-rps ${rate(health.perSecond)} req/s`);
    console.info(`BENCH push-mps ${rate(pushRate)} mutations/s`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
