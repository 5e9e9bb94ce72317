import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDatabase, type Db } from '../src/db/open';
import { createStripeProvider } from '../src/payments/stripe';
import { BACKDATED, badBody, badRequest, nested, pick, seededRandom, toJson, type BadRequest, type Random } from './bad-input-cases';
import { mutationSpecs } from './bad-input-mutations';
import { NOW, routeSpecs, SEEDED_SUBSCRIPTION, type SeededIds } from './bad-input-routes';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signWebhook, startFakeStripe, type FakeStripe } from './fake-stripe';
import { uuid } from './harness';

const SEED = 90_2026;
const PER_ROUTE = 60;
const PUSHES = 500;
const WEBHOOKS = 60;
/** Requests addressed to another host name (DNS rebinding), on any route, reads included. */
const FOREIGN_HOSTS = 150;
/** The one device whose rejected mutations are allowed to move its own sync bookkeeping. */
const DEVICE = 'fuzz-device';

let dir: string;
let db: Db;
let fake: FakeStripe;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ninety-fuzz-'));
  db = openDatabase(join(dir, 'ninety.db'));
  migrate(db);
  fake = await startFakeStripe();
  const payments = createStripeProvider({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
  // The limiter is off: this run is about what the routes do with bad input, not about 429s.
  const clock = { now: () => new Date(NOW) };
  const push = { publicKey: 'BFuzzPublicKey', nudge: () => undefined };
  app = createApp({ db, clock, payments, push, random: seededRandom(SEED), rateLimit: false, auth: 'off' });
});
afterAll(async () => {
  db.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

async function send(method: string, path: string, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {};
  // Content-Length as a real HTTP client sends it: the write guards judge the body by it.
  if (text !== undefined) Object.assign(headers, { 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(text)) });
  return app.request(path, { method, headers, body: text });
}

/** Real data first, so "unchanged" means something. Ids are fixed where the API takes one. */
async function seed(): Promise<SeededIds> {
  const ok = async <Answer = { id: string }>(method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await send(method, path, body);
    if (!response.ok) throw new Error(`seeding ${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as Answer;
  };
  const idOf = (row: { id: string }) => row.id;
  await ok('PUT', '/api/settings', { timeZone: 'Europe/Lisbon', dailyTargetOz: 96 });
  const waterLogs = [];
  for (const minute of [10, 20, 30]) {
    const body = { id: uuid(0x100 + minute), amount: minute, occurredAt: `2026-11-21T09:${minute}:00Z` };
    waterLogs.push(idOf(await ok('POST', '/api/water', body)));
  }
  const tasks = [];
  for (const [title, hours] of [['Call the bank', 2], ['Pay rent', 30]] as const) {
    const due = new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();
    tasks.push(idOf(await ok('POST', '/api/tasks', { id: uuid(0x200 + hours), title, dueDate: due, hpImpact: 10 })));
  }
  await ok('POST', `/api/tasks/${tasks[0]}/complete`);
  const quests = (await ok<{ id: string }[]>('POST', '/api/quests/generate')).map(idOf);
  await ok('POST', `/api/quests/${quests[0]}/start`);
  const workouts = (await ok<{ id: string }[]>('POST', '/api/workouts/generate')).map(idOf);
  await ok('POST', `/api/workouts/${workouts[0]}/complete`, { id: uuid(0x500) });
  await ok('POST', '/api/stretches/morning-stretch/complete', { id: uuid(0x501) });
  await ok('POST', '/api/weight', { id: uuid(0x502), weight: 182, occurredAt: '2026-11-20T08:00:00Z' });
  const goal = (n: number, title: string) =>
    ok('POST', '/api/goals', { id: uuid(0x300 + n), title, description: 'Ninety days of steady practice.' });
  const goals = [idOf(await goal(1, 'Run a marathon')), idOf(await goal(2, 'Read twelve books'))];
  await ok('POST', `/api/goals/${goals[0]}/checkins`, { id: uuid(0x503), note: 'Ran 5 km before work.' });
  const item = (n: number, locationName: string, itemName: string) =>
    ok('POST', '/api/checklist', { id: uuid(0x400 + n), locationName, itemName });
  const checklistItems = [idOf(await item(1, 'Gym', 'Towel')), idOf(await item(2, 'Gym', 'Lock'))];
  const deletedChecklistItem = idOf(await item(3, 'Hotel', 'Adapter'));
  await ok('PATCH', `/api/checklist/${checklistItems[0]}`, { checked: true });
  await ok('DELETE', `/api/checklist/${deletedChecklistItem}`);
  const log = (seq: number, n: number, amount: number) => ({ seq, name: 'water.log', args: { id: uuid(n), amount }, occurredAt: NOW });
  await ok('POST', '/api/sync/push', { clientId: 'seed-phone', schemaVersion: 1, mutations: [log(1, 1, 12), log(2, 2, 0), log(3, 3, 20)] });
  await ok('POST', '/api/push/subscriptions', SEEDED_SUBSCRIPTION);
  await ok('POST', '/api/push/snooze');
  const exportDocument = await ok<Record<string, unknown>>('GET', '/api/export');
  return { waterLogs, tasks, quests, workouts, goals, checkedInGoal: goals[0]!, checklistItems, deletedChecklistItem, exportDocument };
}

const TABLES = ['meta', 'records', 'settings', 'sync_clients', 'sync_rejections', 'schema_migrations', 'push_subscriptions', 'push_state'];

/** Everything stored, but the fuzz device's own bookkeeping (checked on its own below). */
async function snapshot() {
  const rows = TABLES.map((table) => {
    const where = table.startsWith('sync_') ? `WHERE client_id != '${DEVICE}'` : '';
    return db.prepare(`SELECT * FROM ${table} ${where} ORDER BY 1, 2`).all();
  });
  return { exported: await (await send('GET', '/api/export')).text(), rows };
}

/** Cheap enough to take after every request: any write moves the version or a sync table. */
const fingerprint = () =>
  JSON.stringify(
    db.prepare(`SELECT (SELECT value FROM meta WHERE key = 'version') AS version,
      (SELECT COUNT(*) || '/' || TOTAL(last_seq) FROM sync_clients WHERE client_id != ?) AS clients,
      (SELECT COUNT(*) FROM sync_rejections WHERE client_id != ?) AS rejections,
      (SELECT group_concat(endpoint || p256dh || auth) FROM push_subscriptions) AS subscriptions,
      (SELECT group_concat(value) FROM push_state) AS push`).get(DEVICE, DEVICE),
  );

const LEAK = /\n\s*at |\bat \S+ \(|\/work\/|\/home\/|node_modules|file:\/\/|\.[cm]?[jt]s:\d+|Error:/;
const cleanMessage = (message: unknown) => typeof message === 'string' && message.trim() !== '' && !LEAK.test(message);

interface PushState {
  lastSeq: number;
}

/**
 * A request to send: a push of rejected mutations says how many, a webhook its signature, a probe
 * for another host the URL it is addressed to.
 */
type Probe = BadRequest & { rejects?: number; signature?: string; url?: string };

const UNKNOWN_NAMES = ['water.teleport', '__proto__', 'constructor', 'toString', 'WATER.LOG', 'x'.repeat(64)];
/** Instants no record can hold: a mutation stamped so is rejected whatever it is. */
const OUT_OF_RANGE = ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z'];

/** Actions on seeded records, each valid but for a time before its record existed. */
function backdatedActions(ids: SeededIds): { name: string; args: Record<string, unknown> }[] {
  return [
    { name: 'water.delete', args: { id: ids.waterLogs[0]! } },
    { name: 'task.complete', args: { id: ids.tasks[1]! } },
    { name: 'quest.start', args: { id: ids.quests[1]! } },
    { name: 'quest.complete', args: { id: ids.quests[0]! } },
    { name: 'checklist.set', args: { id: ids.checklistItems[1]!, checked: true } },
    { name: 'checklist.delete', args: { id: ids.checklistItems[1]! } },
    { name: 'goal.achieve', args: { id: ids.goals[1]! } },
    { name: 'goal.checkin', args: { id: uuid(0xb001), goalId: ids.goals[1]!, day: '2001-01-01', note: 'Backdated' } },
    { name: 'workout.complete', args: { id: uuid(0xb002), workoutId: ids.workouts[1]! } },
  ];
}

/**
 * A push that must change no data. Most carry mutations that are each rejected (bad args, a time
 * out of range, or backdated onto a record), some with a malformed envelope, which rejects that
 * mutation alone; the rest break the push itself and get a 4xx.
 */
function badPush(random: Random, ids: SeededIds, state: PushState): Probe {
  const specs = mutationSpecs(ids);
  const count = 1 + Math.floor(random() * 4);
  const mutations: Record<string, unknown>[] = Array.from({ length: count }, (_, i) => {
    const seq = state.lastSeq + 1 + i;
    const roll = random();
    if (roll < 0.15) return { seq, ...pick(random, backdatedActions(ids)), occurredAt: BACKDATED };
    const name = roll < 0.25 ? pick(random, UNKNOWN_NAMES) : pick(random, Object.keys(specs));
    const spec = Object.hasOwn(specs, name) ? specs[name]! : { base: { id: uuid(1) }, fields: [] };
    // Args the schema accepts still never apply at a time the records cannot hold.
    const outOfRange = random() < 0.15;
    const args = outOfRange ? spec.base : badBody(random, { method: 'POST', path: '', ...spec }, true).body;
    return { seq, name, args, occurredAt: outOfRange ? pick(random, OUT_OF_RANGE) : NOW };
  });
  const body: Record<string, unknown> = { clientId: DEVICE, schemaVersion: 1, mutations };
  const push = (what: string, rejects?: number): Probe => ({ method: 'POST', path: '/api/sync/push', body: toJson(body), what, rejects });
  const roll = random();
  if (roll < 0.5) return push(`rejected ${mutations.map((m) => m.name)}`, count);
  if (roll < 0.7) {
    // One envelope malformed: that mutation alone is rejected, with a product message.
    const envelopeFields: [string, unknown[]][] = [
      ['name', ['', 'x'.repeat(65), 42, null]],
      ['occurredAt', ['', 'now', 1795273200000, null, '2026-11-21T15:00:00', ...OUT_OF_RANGE]],
      ['args', [undefined]],
      ['extra', [1, 'x', null]],
    ];
    const [field, values] = pick(random, envelopeFields);
    const value = pick(random, values);
    const target = pick(random, mutations);
    if (value === undefined) delete target[field];
    else target[field] = value;
    return push(`envelope ${field} = ${JSON.stringify(value)?.slice(0, 40)}`, count);
  }
  if (roll < 0.78) {
    mutations[0]!.seq = state.lastSeq + 2 + Math.floor(random() * 1e6);
    mutations.forEach((m, i) => (m.seq = (mutations[0]!.seq as number) + i));
    return push('gap');
  }
  const pushFields = [
    ['clientId', ['', 'x'.repeat(101), 42, null, []]],
    ['schemaVersion', [0, 2, 99, '1', 1.5, null, -1]],
    ['mutations', [null, {}, 'x', [1], [null], Array(1001).fill(mutations[0])]],
    ['mutations.0.seq', [0, -1, 1.5, '1', null, 1e21]],
    ['extra', [1]],
  ] as const;
  const [field, values] = pick(random, pushFields);
  const value = field === 'mutations' && random() < 0.3 ? [...mutations].reverse().concat(mutations) : pick(random, values);
  const target = field.startsWith('mutations.0.') ? mutations[0]! : body;
  target[field.replace('mutations.0.', '')] = value;
  if (field === 'mutations.0.seq' && random() < 0.3) target.seq = nested(random, 50);
  return push(`push ${field} = ${JSON.stringify(value)?.slice(0, 40)}`);
}

/** Any route, read or write, addressed to a host name that is not this server's. */
function foreignHost(random: Random, ids: SeededIds): Probe {
  const host = pick(random, ['evil.example', 'attacker.test:8787', 'localhost.evil.example', '127.0.0.1.nip.io', '[::2]', 'xn--lcalhost-5ya']);
  const spec = pick(random, routeSpecs(ids));
  const path = spec.path.replace('{id}', spec.realIds?.[0] ?? '');
  const read = random() < 0.4;
  const paths = ['/api/stats', '/api/export', '/api/settings', '/api/sync/pull', '/api/tasks', '/'];
  return read
    ? { method: 'GET', path: pick(random, paths), url: `http://${host}${pick(random, paths)}`, what: `GET for host ${host}` }
    : { method: spec.method, path, url: `http://${host}${path}`, body: JSON.stringify(spec.base), what: `${spec.method} for host ${host}` };
}

function badWebhook(random: Random): Probe {
  const payload = pick(random, [
    '{}',
    '{"type":"payment_intent.succeeded"}',
    'not json',
    '[]',
    'null',
    toJson(nested(random, 200)),
    'x'.repeat(70_000),
  ]);
  const signature = pick(random, [
    undefined,
    '',
    't=1,v1=deadbeef',
    'garbage',
    'x'.repeat(5000),
    signWebhook(payload, 'whsec_someone_else'),
    signWebhook(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    signWebhook('{"other":"payload"}'),
  ]);
  return { method: 'POST', path: '/api/webhooks/stripe', body: payload, what: `webhook sig=${signature?.slice(0, 30)}`, signature };
}

it('refuses every bad write with a 4xx {message}, never a 5xx, and changes no data', async () => {
  const ids = await seed();
  const random = seededRandom(SEED);
  const requests: Probe[] = [];
  for (const spec of routeSpecs(ids)) for (let i = 0; i < PER_ROUTE; i++) requests.push(badRequest(random, spec));
  for (let i = 0; i < WEBHOOKS; i++) requests.push(badWebhook(random));
  for (let i = 0; i < FOREIGN_HOSTS; i++) requests.push(foreignHost(random, ids));
  expect(requests.length + PUSHES).toBeGreaterThanOrEqual(2000);

  const before = await snapshot();
  const failures: string[] = [];
  const state: PushState = { lastSeq: 0 };
  for (let i = 0; i < requests.length + PUSHES; i++) {
    const request: Probe = requests[i] ?? badPush(random, ids, state);
    const print = fingerprint();
    const headers: Record<string, string> = {};
    if (request.body !== undefined) {
      headers['Content-Type'] = request.contentType ?? 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(request.body));
    }
    if (request.signature !== undefined) headers['Stripe-Signature'] = request.signature;
    const response = await app.request(request.url ?? request.path, { method: request.method, headers, body: request.body });
    const text = await response.text();
    const fail = (why: string) =>
      failures.push(`${request.method} ${request.path.slice(0, 80)} [${request.what}] → ${response.status} ${text.slice(0, 200)}: ${why}`);
    let answer: { message?: unknown; lastSeq?: number; results?: { status: string; message?: unknown }[] } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      fail('not JSON');
    }
    if (fingerprint() !== print) fail('stored data changed');
    if (request.rejects !== undefined && response.status === 200) {
      const results = answer.results ?? [];
      const allRejected = results.every((r) => r.status === 'rejected' && cleanMessage(r.message));
      if (results.length !== request.rejects || !allRejected) fail('not all rejected');
      if (answer.lastSeq !== state.lastSeq + request.rejects) fail('lastSeq did not move past the rejected mutations');
      state.lastSeq = answer.lastSeq ?? state.lastSeq;
    } else {
      if (response.status < 400 || response.status >= 500) fail('status is not 4xx');
      if (response.status === 429) fail('rate limited (the limiter is off here)');
      if (!cleanMessage(answer.message)) fail('message missing, empty or leaking internals');
    }
  }
  expect(failures.slice(0, 20)).toEqual([]);

  const after = await snapshot();
  expect(after.exported).toBe(before.exported);
  expect(after.rows).toEqual(before.rows);
  // The fuzz device's rejections are recorded and acknowledged, each once.
  const device = db.prepare('SELECT last_seq FROM sync_clients WHERE client_id = ?').get(DEVICE) as { last_seq: number } | undefined;
  const rejected = db.prepare('SELECT COUNT(*) AS n FROM sync_rejections WHERE client_id = ?').get(DEVICE) as { n: number };
  expect(state.lastSeq).toBeGreaterThan(100);
  expect(device?.last_seq).toBe(state.lastSeq);
  expect(rejected.n).toBe(state.lastSeq);
}, 120_000);
