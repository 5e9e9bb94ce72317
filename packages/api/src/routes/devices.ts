import * as z from 'zod/mini';
import { strictBody, trimmedText } from '@ninety/domain';
import { MESSAGES } from '../messages';

/** A pairing code: at least 128 random bits, URL-safe (base64url), as the server makes them. */
export const PairingCodeTextSchema = z.string({ error: MESSAGES.pairingCodeFormat }).check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, MESSAGES.pairingCodeFormat));

export const DEVICE_NAME_MAX = 60;
export const DeviceNameSchema = trimmedText(1, DEVICE_NAME_MAX, {
  required: MESSAGES.deviceNameRule,
  type: MESSAGES.deviceNameRule,
  tooShort: MESSAGES.deviceNameRule,
  tooLong: MESSAGES.deviceNameRule,
});

/** POST /api/pair: a code from a pairing link, and what to call this device. */
export const PairBodySchema = strictBody({ code: PairingCodeTextSchema, name: DeviceNameSchema });
export type PairBody = z.infer<typeof PairBodySchema>;

/**
 * The answer of POST /api/pair (201). A browser is also given the token as an HttpOnly cookie;
 * a client that is not a browser sends it as `Authorization: Bearer <token>`.
 */
export const PairedSchema = z.object({ deviceId: z.string(), token: z.string() });
export type Paired = z.infer<typeof PairedSchema>;

/** A paired device as GET /api/devices lists it. */
export const DeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  pairedAt: z.string(),
  lastSeenAt: z.string(),
  /** The device that asked. */
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** GET /api/devices: whether this server asks devices to pair (AUTH), and the paired ones. */
export const DeviceListSchema = z.object({ pairingRequired: z.boolean(), devices: z.array(DeviceSchema) });
export type DeviceList = z.infer<typeof DeviceListSchema>;

/** POST /api/devices/pairing-codes (201): one use, for 15 minutes. */
export const PairingCodeSchema = z.object({ code: z.string(), url: z.string(), expiresAt: z.string() });
export type PairingCode = z.infer<typeof PairingCodeSchema>;

/**
 * The code in what a person pastes: a whole pairing link (`https://…/pair#<code>`) or the code
 * alone, with any spaces around it.
 */
export function pairingCodeIn(text: string): string {
  const trimmed = text.trim();
  const hash = trimmed.lastIndexOf('#');
  return hash >= 0 ? trimmed.slice(hash + 1).trim() : trimmed;
}

/** The Pair This Device form: a pairing link or code, and the device's name. */
export const PairFormSchema = strictBody({
  link: z.pipe(z.string({ error: MESSAGES.pairingCodeFormat }), z.transform(pairingCodeIn)).check(z.refine((code) => PairingCodeTextSchema.safeParse(code).success, MESSAGES.pairingCodeFormat)),
  name: DeviceNameSchema,
});
export type PairForm = z.infer<typeof PairFormSchema>;
