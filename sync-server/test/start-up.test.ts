/**
 * What the server does at start: the AUTH rule, the printed pairing link, one server per data
 * folder. Against the real process where it matters (the link is what a person reads).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { startServer, stopServer, type RealServer } from './real-server';

describe('the AUTH setting', () => {
  it('is on when unset or empty', () => {
    expect(readEnv({}).auth).toBe('on');
    expect(readEnv({ AUTH: '' }).auth).toBe('on');
    expect(readEnv({ AUTH: 'on', HOST: '0.0.0.0' }).auth).toBe('on');
  });

  it('may be off only on a loopback HOST', () => {
    expect(readEnv({ AUTH: 'off', HOST: '127.0.0.1' }).auth).toBe('off');
    expect(readEnv({ AUTH: 'off', HOST: '::1' }).auth).toBe('off');
    expect(() => readEnv({ AUTH: 'off', HOST: '0.0.0.0' })).toThrow('AUTH=off is only allowed with a loopback HOST');
    expect(() => readEnv({ AUTH: 'off', HOST: '192.168.1.20' })).toThrow('AUTH=off is only allowed with a loopback HOST');
  });

  it('refuses anything else', () => {
    expect(() => readEnv({ AUTH: 'maybe' })).toThrow('AUTH must be on, off or empty');
  });

  it('points links at PUBLIC_ORIGIN, and answers to its host name', () => {
    const env = readEnv({ PUBLIC_ORIGIN: 'https://ninety.example.com/', ALLOWED_HOSTS: '100.64.0.2' });
    expect(env.publicOrigin).toBe('https://ninety.example.com');
    expect(env.allowedHosts).toEqual(['100.64.0.2', 'ninety.example.com']);
    expect(readEnv({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
  });
});

describe('the server process', () => {
  let dataDir: string;
  let server: RealServer | undefined;
  afterEach(async () => {
    if (server) await stopServer(server);
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a one-time pairing link at each start; it pairs once', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ninety-start-'));
    server = await startServer(dataDir, { AUTH: '' });
    await expect.poll(() => server!.output()).toMatch(/Pair a device: open http:\/\/localhost:\d+\/pair#[A-Za-z0-9_-]{24} /);
    const code = /\/pair#([A-Za-z0-9_-]+)/.exec(server.output())![1]!;
    expect((await fetch(`${server.url}/api/export`)).status).toBe(401);
    const pair = () => fetch(`${server!.url}/api/pair`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, name: 'Phone' }) });
    const paired = await pair();
    expect(paired.status).toBe(201);
    const { token } = (await paired.json()) as { token: string };
    expect((await fetch(`${server.url}/api/export`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await pair()).status).toBe(401);
  });

  it('will not start with AUTH=off on a network interface', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ninety-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, AUTH: 'off', HOST: '0.0.0.0', PORT: '18799', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(printed).toContain('AUTH=off is only allowed with a loopback HOST');
    expect(printed).not.toContain('Ninety is running');
  });

  it('serves a data folder alone', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ninety-start-'));
    server = await startServer(dataDir);
    await expect(startServer(dataDir)).rejects.toThrow(/Another Ninety server \(process \d+\) is serving/);
  });
});
