/**
 * A loopback stand-in for the part of Stripe's REST API the server uses, so tests exercise the
 * real Stripe library over real HTTP without ever reaching Stripe:
 *   POST /v1/payment_intents       (form-encoded, honours Idempotency-Key as Stripe does: the
 *                                   first answer is replayed as it was, until the key is pruned)
 *   GET  /v1/payment_intents/:id
 * Answers and errors have Stripe's shapes, so the library parses them into its own objects and
 * error classes exactly as it would in production. Tests drive what happens in the browser
 * (a card succeeds or is declined) and in the network (failures, hangs) through its controls.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_SECRET_KEY = 'sk_test_ninety_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_ninety_fake';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: string[];
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface FakeStripeError {
  status: number;
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The decoded form body, nested like Stripe reads it (metadata[goalId] → metadata.goalId). */
  body: Record<string, unknown>;
}

/** Stripe's answer when a card is refused (HTTP 402, card_error). */
export const cardDeclined = (message = 'Your card was declined.'): FakeStripeError => ({
  status: 402,
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message,
});

/** Stripe's answer when it fails on its side (HTTP 500, api_error). */
export const apiOutage = (): FakeStripeError => ({
  status: 500,
  type: 'api_error',
  message: 'Something went wrong on our end.',
});

export interface FakeStripe {
  /** The origin to pass as apiBase / STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  requests: FakeRequest[];
  /** Requests whose method matches and whose path starts with pathPrefix. */
  count(method: string, pathPrefix?: string): number;
  intent(id: string): FakeIntent;
  intents(): FakeIntent[];
  /** What Stripe reports after the browser's confirmation went through. */
  succeed(id: string): FakeIntent;
  /** What Stripe reports after the browser's confirmation was declined. */
  decline(id: string, message?: string): FakeIntent;
  setStatus(id: string, status: string): FakeIntent;
  /** Change what Stripe says about an intent, to test that the server verifies it. */
  tamper(id: string, changes: Partial<Pick<FakeIntent, 'amount' | 'currency' | 'metadata'>>): FakeIntent;
  /** The next `times` requests answer this error instead of being handled. */
  failNext(error: FakeStripeError, times?: number): void;
  /** The next request is never answered (until close), to exercise timeouts. */
  hangNext(): void;
  /**
   * Stripe prunes idempotency keys once they are 24 hours old: a key sent again after that
   * creates a new payment.
   */
  pruneIdempotencyKeys(): void;
  /** A Stripe event payload (JSON text) about an intent as it is now. */
  eventFor(id: string, type?: string): string;
  close(): Promise<void>;
}

/** A Stripe-Signature header that Stripe's own verification accepts for this payload. */
export function signWebhook(payload: string, secret: string = FAKE_WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_SECRET_KEY;
  const intents = new Map<string, FakeIntent>();
  // Idempotency-Key → the request body it was first used with and the answer it got, as sent.
  const idempotent = new Map<string, { rawBody: string; answer: string }>();
  const requests: FakeRequest[] = [];
  const failures: FakeStripeError[] = [];
  let hangs = 0;

  const reply = (res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${token(7)}`, ...headers });
    res.end(JSON.stringify(json));
  };
  const fail = (res: ServerResponse, { status, ...error }: FakeStripeError) => reply(res, status, { error });

  const handle = (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const idempotencyKey = header(req, 'idempotency-key');
    const authorization = header(req, 'authorization');
    requests.push({ method: req.method ?? '', path, authorization, idempotencyKey, body: parseForm(rawBody) });

    if (hangs > 0) return void hangs--;
    const injected = failures.shift();
    if (injected) return fail(res, injected);
    if (authorization !== `Bearer ${secretKey}`) {
      return fail(res, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const previous = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (previous && previous.rawBody !== rawBody) {
        const message = 'Keys for idempotent requests can only be used with the same parameters.';
        return fail(res, { status: 400, type: 'idempotency_error', message });
      }
      // Stripe replays the first answer for a known key instead of creating a second payment:
      // the payment as it was then, not as it is now.
      if (previous) return reply(res, 200, JSON.parse(previous.answer), { 'Idempotent-Replayed': 'true' });
      const intent = createIntent(parseForm(rawBody));
      if ('type' in intent) return fail(res, intent);
      intents.set(intent.id, intent);
      if (idempotencyKey) idempotent.set(idempotencyKey, { rawBody, answer: JSON.stringify(intent) });
      return reply(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1] ?? '');
      const intent = intents.get(id);
      if (intent) return reply(res, 200, intent);
      const message = `No such payment_intent: '${id}'`;
      return fail(res, { status: 404, type: 'invalid_request_error', code: 'resource_missing', message });
    }
    const message = `Unrecognized request URL (${req.method}: ${path}).`;
    fail(res, { status: 404, type: 'invalid_request_error', message });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (id: string): FakeIntent => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no payment intent ${id}`);
    return intent;
  };
  const update = (id: string, changes: Partial<FakeIntent>) => structuredClone(Object.assign(find(id), changes));

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    count: (method, pathPrefix = '/') =>
      requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length,
    intent: (id) => structuredClone(find(id)),
    intents: () => [...intents.values()].map((intent) => structuredClone(intent)),
    succeed: (id) => update(id, { status: 'succeeded', amount_received: find(id).amount, last_payment_error: null }),
    decline: (id, message = 'Your card was declined.') =>
      update(id, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message },
      }),
    setStatus: (id, status) => update(id, { status }),
    tamper: (id, changes) => update(id, changes),
    failNext: (error, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(error);
    },
    hangNext: () => {
      hangs++;
    },
    pruneIdempotencyKeys: () => idempotent.clear(),
    eventFor: (id, type = 'payment_intent.succeeded') =>
      JSON.stringify({
        id: `evt_${token(12)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: find(id) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The library keeps connections alive; without this, close would wait on them.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Validates like Stripe for the fields the server sends; an error comes back as FakeStripeError. */
function createIntent(body: Record<string, unknown>): FakeIntent | FakeStripeError {
  const invalid = (param: string, message: string, code = 'parameter_invalid_integer'): FakeStripeError =>
    ({ status: 400, type: 'invalid_request_error', code, param, message });
  if (body.amount === undefined) return invalid('amount', 'Missing required param: amount.', 'parameter_missing');
  const amount = Number(body.amount);
  if (!Number.isInteger(amount)) return invalid('amount', 'Invalid integer: ' + String(body.amount));
  if (amount < 50) return invalid('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
  if (typeof body.currency !== 'string') {
    return invalid('currency', 'Missing required param: currency.', 'parameter_missing');
  }
  const id = `pi_${token(24)}`;
  const automatic = body.automatic_payment_methods as { enabled?: string } | undefined;
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency: body.currency.toLowerCase(),
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${token(25)}`,
    metadata: { ...(body.metadata as Record<string, string> | undefined) },
    description: typeof body.description === 'string' ? body.description : null,
    automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
    payment_method_types: Array.isArray(body.payment_method_types) ? (body.payment_method_types as string[]) : ['card'],
    last_payment_error: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
}

/** Stripe's form encoding: `metadata[goalId]=x` is a nested field, `types[0]=card` a list item. */
function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function token(length: number): string {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length);
}
