import * as z from 'zod/mini';
import { strictBody } from '../fields';
import { MESSAGES } from '../messages';

/** Whether a text is an https URL; false for one that is not a URL at all. */
function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A push service's endpoint: always https (RFC 8030). */
const EndpointSchema = z.string({ error: MESSAGES.pushEndpoint }).check(
  z.maxLength(2048, MESSAGES.pushEndpoint),
  z.refine(isHttpsUrl, MESSAGES.pushEndpoint),
);

/** The browser's key material for a subscription: base64url, as PushSubscription.toJSON() gives. */
const Base64UrlSchema = z.string({ error: MESSAGES.pushKeys }).check(z.regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, MESSAGES.pushKeys));

/** POST /api/push/subscriptions: PushSubscription.toJSON(); the same endpoint again replaces it. */
export const PushSubscriptionBodySchema = strictBody({
  endpoint: EndpointSchema,
  expirationTime: z.optional(z.nullable(z.number({ error: MESSAGES.pushKeys }))),
  keys: z.strictObject({ p256dh: Base64UrlSchema, auth: Base64UrlSchema }, { error: MESSAGES.pushKeys }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions. */
export const PushUnsubscribeBodySchema = strictBody({ endpoint: EndpointSchema });

/** POST /api/push/snooze: the water reminder's Snooze, for one interval from now. */
export const PushSnoozeBodySchema = strictBody({});

/** The answer to POST /api/push/snooze. */
export const PushSnoozeResultSchema = z.object({ snoozedUntil: z.string() });

/** GET /api/push/public-key: the server's VAPID public key (applicationServerKey). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the server sends in a push, and what the service worker shows. */
export const PushPayloadSchema = z.object({
  kind: z.enum(['task-due-soon', 'task-overdue', 'water-reminder', 'goal-finished']),
  key: z.string(),
  title: z.string(),
  body: z.string(),
  /** The screen the notification opens. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
