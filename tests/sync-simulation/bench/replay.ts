/**
 * Replaying 1,000 offline mutations when the connection returns: the engine's batched pushes
 * against the same 1,000 sent one request each, over HTTP on 127.0.0.1 to the real server in its
 * own process. Prints BENCH lines; goals (not enforced): at most 2,000 ms, and at least 5 times
 * faster than one request per mutation.
 */
import 'fake-indexeddb/auto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, createSyncEngine, logWater, NinetyDatabase } from '@ninety/web/testing';

const MUTATIONS = 1000;
const serverDir = fileURLToPath(new URL('../../../sync-server/', import.meta.url));

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ninety-replay-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A device with 1,000 water logs queued offline, and a counter of its requests. */
async function offlineDevice(name: string, url: string, batchSize: number) {
  const db = new NinetyDatabase(name);
  const start = Date.now();
  for (let i = 0; i < MUTATIONS; i += 1) await logWater(8 + (i % 3) * 4, new Date(start + i * 1000), db);
  let requests = 0;
  const api = createApiClient((input, init) => {
    requests += 1;
    return fetch(input, init);
  }, url);
  const engine = createSyncEngine({ db, api, batchSize, schedule: () => () => {} });
  return { db, engine, requests: () => requests };
}

async function timeReplay(url: string, name: string, batchSize: number) {
  const device = await offlineDevice(name, url, batchSize);
  const started = performance.now();
  await device.engine.sync();
  const ms = performance.now() - started;
  const left = await device.db.outbox.count();
  if (left !== 0) throw new Error(`${left} mutations were not delivered`);
  device.db.close();
  return { ms, requests: device.requests() };
}

const server = await startServer();
try {
  // Warm the server and this process's code paths once, on a throwaway device.
  await timeReplay(server.url, 'warm-up', 500);
  const batched = await timeReplay(server.url, 'batched', 500);
  const single = await timeReplay(server.url, 'one-per-request', 1);
  console.info(`BENCH replay-1000 ${batched.ms.toFixed(0)} ms`);
  console.info(`BENCH replay-1000-requests ${batched.requests} requests`);
  console.info(`BENCH replay-1000-per-request ${single.ms.toFixed(0)} ms`);
  console.info(`replay-1000: ${(single.ms / batched.ms).toFixed(1)}x faster batched (goal: 5x, and at most 2000 ms)`);
} finally {
  await server.stop();
}
