/**
 * A real Caddy (Debian's `caddy`, installed by scripts/ensure-caddy.sh) in front of the app on
 * loopback, as docs/deploy.md sets it up, with `tls internal` in place of a public certificate:
 * Caddy's own certificate authority signs a certificate for a name that is not "localhost", so
 * the page is a secure context only because it came over HTTPS. Chromium trusts that authority
 * through an NSS database in a home folder of the test's own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Caddy {
  /** https://<name>:<port> */
  origin: string;
  /** A home folder whose NSS database trusts Caddy's local authority (Chromium's HOME). */
  trustingHome: string;
  stop(): Promise<void>;
}

/** The Caddyfile of docs/deploy.md, with `tls internal` and a loopback port. */
export function caddyfile(options: { name: string; port: number; upstreamPort: number; storage: string }): string {
  return `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	storage file_system {
		root ${options.storage}
	}
}
https://${options.name}:${options.port} {
	tls internal
	encode zstd gzip
	reverse_proxy 127.0.0.1:${options.upstreamPort}
}
`;
}

/** Answers when Caddy serves `name` with a certificate its own authority signed. */
function healthy(port: number, name: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, servername: name, path: '/api/health', ca, headers: { Host: `${name}:${port}` }, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

export async function startCaddy(options: { name: string; port: number; upstreamPort: number }): Promise<Caddy> {
  const dir = mkdtempSync(join(tmpdir(), 'ninety-caddy-'));
  const storage = join(dir, 'storage');
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfile({ ...options, storage }));
  const child: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const root = join(storage, 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 20_000;
  while (!(existsSync(root) && (await healthy(options.port, options.name, readFileSync(root, 'utf8'))))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Caddy did not serve https://${options.name}:${options.port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const trustingHome = join(dir, 'home');
  const nssdb = join(trustingHome, '.pki', 'nssdb');
  mkdirSync(nssdb, { recursive: true });
  for (const args of [
    ['-d', `sql:${nssdb}`, '-N', '--empty-password'],
    ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'Caddy Local Authority', '-i', root],
  ]) {
    const run = spawnSync('certutil', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`certutil ${args.join(' ')} failed: ${run.stderr}`);
  }
  return {
    origin: `https://${options.name}:${options.port}`,
    trustingHome,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
