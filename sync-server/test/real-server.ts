/**
 * The real server process, started as a developer starts it (`node --import tsx src/index.ts`)
 * on a free port, for the tests that need real connections: crashes, Host headers, stalls.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RealServer {
  url: string;
  port: number;
  process: ChildProcess;
  exited: Promise<unknown>;
  /** What the process has printed so far. */
  output(): string;
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), AUTH: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ninety is running at')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, port, process: child, exited, output: () => output };
}

export async function stopServer(server: RealServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  await server.exited;
}
