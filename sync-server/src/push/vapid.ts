/**
 * The server's VAPID keys (RFC 8292), which identify it to the push services. Given in the
 * environment, or made on first start and kept in the data folder, so subscriptions stay valid
 * across restarts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address a push service can reach the operator at. */
  subject: string;
}

export interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/** Until the operator gives one: Apple's service wants a mailto or https subject, any one. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:ninety@localhost.localdomain';

function checkSubject(subject: string): string {
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error('Invalid environment: VAPID_SUBJECT must be a mailto: or https: address');
  }
  return subject;
}

export function loadVapidKeys(env: VapidEnv, dataDir: string): VapidKeys {
  const subject = checkSubject(env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT);
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    return { publicKey, privateKey, subject };
  }
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }), { mode: 0o600 });
  return { ...made, subject };
}
