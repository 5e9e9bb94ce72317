/**
 * Owner-only access (rules.md, "Owner and devices"): a device becomes the owner's by a one-time
 * pairing code, and from then on holds a random token. Codes and tokens are secrets: made with
 * the operating system's randomness, handed out once, and stored only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@ninety/api';
import { MS_PER_MINUTE } from '@ninety/domain';
import {
  claimPairingCode,
  deleteDevice,
  deviceByTokenHash,
  forgetPairingCodesBefore,
  insertDevice,
  insertPairingCode,
  listDevices,
  markSeen,
  type DeviceRow,
} from '../db/devices-repo';
import type { Db } from '../db/open';
import { ServiceError } from './service-error';

/** A pairing code is good for one use within 15 minutes. */
export const PAIRING_CODE_TTL_MS = 15 * MS_PER_MINUTE;
/** 144 random bits: 24 URL-safe characters. */
const CODE_BYTES = 18;
/** 256 random bits. */
const TOKEN_BYTES = 32;
/** "Last seen" moves at most this often: a device's every request is not a write. */
const SEEN_RESOLUTION_MS = MS_PER_MINUTE;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** The link that pairs the browser that opens it: the code in the fragment, so no server logs it. */
export const pairingUrl = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}/pair#${code}`;

export interface NewPairingCode {
  code: string;
  expiresAt: string;
}

export function createPairingCode(db: Db, now: Date): NewPairingCode {
  const code = newSecret(CODE_BYTES);
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS).toISOString();
  db.transaction(() => {
    forgetPairingCodesBefore(db, now.toISOString());
    insertPairingCode(db, hashSecret(code), now.toISOString(), expiresAt);
  })();
  return { code, expiresAt };
}

const REFUSED_CODE: Record<Exclude<ReturnType<typeof claimPairingCode>, 'claimed'>, string> = {
  unknown: MESSAGES.pairingCodeUnknown,
  used: MESSAGES.pairingCodeUsed,
  expired: MESSAGES.pairingCodeExpired,
};

/** Spends the code and stores the new device: both or neither. Answers the device's token once. */
export function pairDevice(db: Db, input: { code: string; name: string }, now: Date, newId: () => string): { deviceId: string; token: string } {
  const token = newSecret(TOKEN_BYTES);
  const at = now.toISOString();
  const deviceId = newId();
  db.transaction(() => {
    const claim = claimPairingCode(db, hashSecret(input.code), at);
    if (claim !== 'claimed') throw new ServiceError('unauthorized', REFUSED_CODE[claim]);
    insertDevice(db, { id: deviceId, name: input.name, tokenHash: hashSecret(token), pairedAt: at, lastSeenAt: at });
  })();
  return { deviceId, token };
}

/**
 * The device holding this token, if it is paired. Its "last seen" moves to now when the last
 * one is a minute old or more; `seenAgain` says so (the browser's cookie is renewed then).
 */
export function deviceForToken(db: Db, token: string, now: Date): { device: DeviceRow; seenAgain: boolean } | undefined {
  const device = deviceByTokenHash(db, hashSecret(token));
  if (!device) return undefined;
  if (now.getTime() - Date.parse(device.lastSeenAt) < SEEN_RESOLUTION_MS) return { device, seenAgain: false };
  markSeen(db, device.id, now.toISOString());
  return { device: { ...device, lastSeenAt: now.toISOString() }, seenAgain: true };
}

export function pairedDevices(db: Db): DeviceRow[] {
  return listDevices(db);
}

/** Removes a device: its next request is refused, and its push subscriptions are gone. */
export function removeDevice(db: Db, id: string): void {
  if (!deleteDevice(db, id)) throw new ServiceError('not-found', MESSAGES.deviceNotFound);
}
