import * as z from 'zod/mini';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65535)), 8787),
  /** 127.0.0.1 keeps the server behind a proxy on this machine; 0.0.0.0 listens on the network. */
  HOST: z._default(z.string(), '127.0.0.1'),
  DATA_DIR: z._default(z.string(), 'data'),
  WEB_DIST: z.optional(z.string()),
  /** Host names besides localhost the server answers to, comma separated (a LAN address, a domain). */
  ALLOWED_HOSTS: z._default(z.string(), ''),
  /** 'off' turns pairing off, for development and tests on loopback only; unset or empty, it is on. */
  AUTH: z._default(z.enum(['', 'on', 'off'], { error: 'AUTH must be on, off or empty' }), ''),
  /** The address people open the app at (https://ninety.example.com), for the pairing links. */
  PUBLIC_ORIGIN: z.optional(z.url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) address' })),
});

export interface Env {
  port: number;
  host: string;
  /** The data folder: the SQLite file and the VAPID keys made on first start. */
  dataDir: string;
  databaseFile: string;
  webDist: string;
  allowedHosts: string[];
  auth: 'on' | 'off';
  /** Where the printed pairing links point: PUBLIC_ORIGIN, or this server's own address. */
  publicOrigin: string;
  /** Daily backups are kept here (DATA_DIR/backups). */
  backupDir: string;
}

/** The interfaces of this machine alone: pairing may be off only there. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Reads and checks the environment once at boot; a bad value stops the server with a message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  // Both src/index.ts and dist/index.js sit two levels below the repository root.
  const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const auth = env.AUTH === 'off' ? 'off' : 'on';
  // Pairing off means anyone who reaches the server owns its data: never beyond this machine.
  if (auth === 'off' && !isLoopbackHost(env.HOST)) {
    throw new Error(`Invalid environment: AUTH=off is only allowed with a loopback HOST (127.0.0.1, ::1), not ${env.HOST}`);
  }
  const publicOrigin = env.PUBLIC_ORIGIN
    ? new URL(env.PUBLIC_ORIGIN).origin
    : `http://${isLoopbackHost(env.HOST) || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
  const allowedHosts = env.ALLOWED_HOSTS.split(',').map((host) => host.trim()).filter(Boolean);
  // The public address is one the server is reached at: it answers to it without more setting.
  if (env.PUBLIC_ORIGIN) allowedHosts.push(new URL(env.PUBLIC_ORIGIN).hostname);
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseFile: join(dataDir, 'ninety.db'),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist,
    allowedHosts,
    auth,
    publicOrigin,
    backupDir: join(dataDir, 'backups'),
  };
}
