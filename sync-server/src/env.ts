import * as z from 'zod/mini';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65535)), 8787),
  /** 127.0.0.1 keeps a no-sign-in app off the network; set 0.0.0.0 to reach it from a phone. */
  HOST: z._default(z.string(), '127.0.0.1'),
  DATA_DIR: z._default(z.string(), 'data'),
  WEB_DIST: z.optional(z.string()),
  /** Host names besides localhost the server answers to, comma separated (a LAN address, a domain). */
  ALLOWED_HOSTS: z._default(z.string(), ''),
});

export interface Env {
  port: number;
  host: string;
  /** The data folder: the SQLite file and the VAPID keys made on first start. */
  dataDir: string;
  databaseFile: string;
  webDist: string;
  allowedHosts: string[];
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
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseFile: join(resolve(env.DATA_DIR), 'ninety.db'),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist,
    allowedHosts: env.ALLOWED_HOSTS.split(',').map((host) => host.trim()).filter(Boolean),
  };
}
