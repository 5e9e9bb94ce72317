/**
 * SIGTERM against the real server process (http/graceful-stop.ts): a stop waits for the
 * requests under way, never for the clients' connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RealServer } from './real-server';

/** How long a stop may take here: without the graceful stop, each of these took minutes. */
const PROMPT_EXIT_MS = 3_000;

let dataDir: string;
let server: RealServer;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ninety-stop-'));
  server = await startServer(dataDir);
});
afterEach(async () => {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process has exited within `ms` of now. */
async function exitsWithin(ms: number): Promise<boolean> {
  return Promise.race([server.exited.then(() => true), pause(ms).then(() => false)]);
}

async function openConnection(): Promise<Socket> {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

describe('a stop (SIGTERM)', () => {
  it('is not held by a connection opened and never used, as a browser opens ahead of need', async () => {
    const socket = await openConnection();
    const closed = new Promise((resolve) => socket.once('close', resolve));
    server.process.kill('SIGTERM');
    expect(await exitsWithin(PROMPT_EXIT_MS)).toBe(true);
    await closed;
    expect(server.process.exitCode).toBe(0);
  });

  it('answers a write under way, keeps it, and then exits without waiting on the kept-alive connection', async () => {
    const socket = await openConnection();
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    const body = '{"amount":8}';
    // The headers and half the body: the request is under way when the stop comes.
    socket.write(`POST /api/water HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 5)}`);
    await pause(300);
    server.process.kill('SIGTERM');
    await pause(300);
    expect(server.process.exitCode).toBeNull();
    socket.write(body.slice(5));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exitsWithin(PROMPT_EXIT_MS)).toBe(true);
    expect(server.process.exitCode).toBe(0);

    // The write was kept: the next start has it.
    server = await startServer(dataDir);
    const today = (await (await fetch(`${server.url}/api/water/today`)).json()) as { total: number };
    expect(today.total).toBe(8);
    await stopServer(server);
  }, 20_000);
});
