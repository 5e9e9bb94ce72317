/**
 * A loopback push service (RFC 8030) for the tests: it makes browser-like subscriptions (a P-256
 * key pair and an auth secret each), and for every push it receives it checks the VAPID JWT
 * (RFC 8292: ES256 signature with the key in the header, audience, expiry, subject) and decrypts
 * the payload (RFC 8291, aes128gcm) exactly as a browser would. It speaks HTTPS with a test
 * certificate for 127.0.0.1 (fixtures/), which clients must trust (an Agent's `ca`, or
 * NODE_EXTRA_CA_CERTS for a server process).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is all that is used.
import ece from 'http_ece';

export const LOOPBACK_CERT_FILE = fileURLToPath(new URL('./fixtures/loopback-cert.pem', import.meta.url));
const KEY_FILE = fileURLToPath(new URL('./fixtures/loopback-key.pem', import.meta.url));
export const LOOPBACK_CERT = readFileSync(LOOPBACK_CERT_FILE);

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The JWT's claims, once its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
}

export interface FakePushService {
  url: string;
  subscribe(): FakeSubscription;
  received: ReceivedPush[];
  /** Problems found in a push (bad JWT, undecryptable payload): must stay empty. */
  problems: string[];
  /** The next pushes to this subscription get this status (404 or 410: the browser unsubscribed). */
  answer(subscription: FakeSubscription, status: number): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function checkVapid(request: IncomingMessage, origin: string): ReceivedPush['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID Authorization header: ${request.headers.authorization}`);
  const [, jwt, k] = match;
  const [header, claims, signature] = jwt!.split('.');
  if (JSON.parse(Buffer.from(header!, 'base64url').toString()).alg !== 'ES256') throw new Error('JWT is not ES256');
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!signed) throw new Error('JWT signature does not verify with the key k');
  const parsed = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as ReceivedPush['claims'];
  if (parsed.aud !== origin) throw new Error(`JWT audience ${parsed.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(parsed.exp > now && parsed.exp <= now + 24 * 3600)) throw new Error('JWT expiry is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(parsed.sub)) throw new Error(`JWT subject ${parsed.sub} is not mailto: or https:`);
  return parsed;
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = createServer({ key: readFileSync(KEY_FILE), cert: LOOPBACK_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace('/push/', '') ?? '';
      const subscription = subscriptions.get(id);
      if (!subscription) return void response.writeHead(404).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('payload is not aes128gcm');
        const claims = checkVapid(request, url);
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }) as Buffer;
        received.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          topic: request.headers.topic as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          claims,
        });
      } catch (error) {
        problems.push((error as Error).message);
      }
      response.writeHead(subscription.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    problems,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subscriptions.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `${url}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(subscription, status) {
      const entry = subscriptions.get(subscription.endpoint.split('/push/')[1]!);
      if (entry) entry.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
