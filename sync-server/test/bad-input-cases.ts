/**
 * A seeded generator of requests that must all be refused: for every write route, a valid body
 * broken in one way (a field of the wrong type or out of range, a missing or an extra field, a
 * huge string, deep nesting, a non-object body), invalid JSON text, a wrong content type, or a
 * path id that is unknown or not an id at all. Every bad value below is bad by construction for
 * its field, so any 2xx answer is a real finding, not noise.
 */

/** mulberry32: tiny, fast and the same sequence on every machine for one seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const NOT_SCALARS: unknown[] = [null, [], {}, [1, 2], { $gt: '' }];
const WEIRD_STRINGS = ['', 'NaN', 'Infinity', '-1', '1e9', 'null', '<script>alert(1)</script>', "'; DROP TABLE records; --", '\u0000', '🙃'];
/** Instants the records cannot hold (years 2000 to 2100 only). */
const OUT_OF_RANGE = ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '-000001-12-31T23:00:00.000Z'];
/** Before every seeded record existed: backdating an action on one is refused. */
export const BACKDATED = '2001-01-01T00:00:00Z';
const outside = (min: number, max: number, whole: boolean) => (v: unknown) =>
  typeof v !== 'number' || v < min || v > max || (whole && !Number.isInteger(v));

export const bad = {
  int: (min: number, max: number) =>
    [min - 1, max + 1, min + 0.5, 0, -1, -0.5, 1e9, -1e9, 2 ** 53, 5e-324, String(min), true, ...WEIRD_STRINGS, ...NOT_SCALARS].filter(
      outside(min, max, true),
    ),
  num: (min: number, max: number) =>
    [min - 0.001, max + 0.001, 1e9, -1e9, 1e308, -1e308, String(max), false, ...WEIRD_STRINGS, ...NOT_SCALARS].filter(
      outside(min, max, false),
    ),
  text: (min: number, max: number) =>
    ['', '   ', '\t\n ', 'ab', 'x'.repeat(max + 1), ` ${'y'.repeat(max + 1)} `, 42, true, ['a valid text'], ...NOT_SCALARS].filter(
      (v) => typeof v !== 'string' || v.trim().length < min || v.trim().length > max,
    ),
  bool: ['true', 'false', 1, 0, 'yes', ...NOT_SCALARS],
  uuid: ['', 'abc', 'not-a-uuid', '0190f5e4-0000-7000-8000-00000000000g', '0190f5e40000700080000000000000001', 12345, 'x'.repeat(5000), ...NOT_SCALARS],
  instant: [...OUT_OF_RANGE, '', 'yesterday', '2026-11-21', '2026-02-30T10:00:00Z', '2026-11-21T25:00:00Z', '2026-11-21T15:00:00', 1795273200000, ...NOT_SCALARS],
  /** A time ahead of the server is kept at the server's time (clamped), so it is not bad input. */
  occurredAt: [...OUT_OF_RANGE, '9999-12-31T23:59:59.999-23:59', '', 'now', '2026-11-21T15:00:00', 1795273200000, ...NOT_SCALARS],
  /** On an action that changes an existing record: also a time before that record existed. */
  actedOn: [...OUT_OF_RANGE, BACKDATED, '', 'now', '2026-11-21T15:00:00', 1795273200000, ...NOT_SCALARS],
  occurredAtFormat: ['', 'now', '2026-11-21T15:00:00', '2026-11-21', 1795273200000, ...NOT_SCALARS],
  date: ['2026-02-30', '21/11/2026', '2026-11-21T00:00:00Z', '', 20261121, ...NOT_SCALARS],
  except: (...allowed: unknown[]) => ['x', '', 'EASY', 0, 1, 100, true, false, ...NOT_SCALARS].filter((v) => !allowed.includes(v)),
};

export interface Field {
  path: (string | number)[];
  bad: unknown[];
  /** Leaving it out is itself bad. */
  required?: boolean;
}

export interface RouteSpec {
  method: string;
  /** With an {id} placeholder when the path names a record. */
  path: string;
  /** A body this route accepts; bad bodies are this one broken once. */
  base: Record<string, unknown>;
  fields: Field[];
  /** No body at all is valid here, so an empty text is not a bad body. */
  optionalBody?: boolean;
  /** Ids that exist (for a valid path) and ids that do not. */
  realIds?: string[];
  otherIds?: string[];
}

export const f = (name: string | (string | number)[], values: unknown[], required = false): Field => ({
  path: Array.isArray(name) ? name : [name],
  bad: values,
  required,
});

export const INVALID_JSON = ['{"amount": 8', '{amount: 8}', "{'amount': 8}", '{"a":1}}', '[1,]', 'NaN', 'undefined', '{"a": 01}', '\u0000', 'nul', '{"a": "\\x41"}', '<xml/>', '{"a":1e999999x}'];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/xml', 'json', ''];
const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'isAdmin', 'amount ', 'ID', '', 'userId2'];
/** Path segments that cannot be a record id (some percent-encoded, one malformed). */
const NOT_IDS = ['abc', '123', '-1', '1e9', 'NaN', 'null', '%20', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(2000), '%E2%82%AC', '%ZZ', '0190f5e4-0000-7000-8000-00000000000G', "1'%20OR%20'1'='1"];

export interface BadRequest {
  method: string;
  path: string;
  /** Raw body text, or undefined for none. */
  body?: string;
  contentType?: string;
  what: string;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown, remove = false) {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  // defineProperty, so "__proto__" becomes an own key that JSON.stringify writes out.
  else Object.defineProperty(node, last, { value, enumerable: true, configurable: true, writable: true });
}

/**
 * JSON nested `depth` levels deep. Built as text, not objects: JSON.stringify of a few thousand
 * levels overflows the stack of the test's own worker. The value is a marker string that toJson
 * swaps for the text.
 */
const nestedTexts = new Map<string, string>();
export function nested(random: Random, depth: number): string {
  let text = JSON.stringify(pick(random, [1, 'x', null]));
  for (let i = 0; i < depth; i++) text = random() < 0.5 ? `[${text}]` : `{"a":${text}}`;
  const marker = `NESTED#${nestedTexts.size}#${depth}`;
  nestedTexts.set(marker, text);
  return marker;
}

/** JSON.stringify, with every nested() marker replaced by its deep JSON text. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"(NESTED#\d+#\d+)"/g, (_, marker: string) => nestedTexts.get(marker)!);
}

export function hugeString(random: Random, bigRoute: boolean): string {
  const sizes = bigRoute ? [1_000, 20_000, 300_000, 5_000_000] : [1_000, 20_000, 70_000, 300_000];
  return 'x'.repeat(pick(random, sizes));
}

/** The spec's valid body broken in exactly one way. */
export function badBody(random: Random, spec: RouteSpec, bigRoute = false): { body: unknown; what: string } {
  const body = clone(spec.base);
  const required = spec.fields.filter((field) => field.required);
  const roll = random();
  if (roll < 0.45 && spec.fields.length > 0) {
    const field = pick(random, spec.fields);
    const value = pick(random, field.bad);
    setAt(body, field.path, value);
    return { body, what: `${field.path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}` };
  }
  if (roll < 0.55 && required.length > 0) {
    const field = pick(random, required);
    setAt(body, field.path, undefined, true);
    return { body, what: `missing ${field.path.join('.')}` };
  }
  if (roll < 0.7) {
    const key = pick(random, EXTRA_KEYS);
    setAt(body, [key], pick(random, [1, 'x', null, true, { nested: 1 }]));
    return { body, what: `extra ${key}` };
  }
  if (roll < 0.8) {
    const target = spec.fields.length > 0 ? pick(random, spec.fields).path : ['deep'];
    const depth = pick(random, [20, 500, 5000, 200_000]);
    setAt(body, target, nested(random, depth));
    return { body, what: `${target.join('.')} nested ${depth} deep` };
  }
  if (roll < 0.9) {
    const target = spec.fields.length > 0 ? pick(random, spec.fields).path : ['note'];
    const text = hugeString(random, bigRoute);
    setAt(body, target, text);
    return { body, what: `${target.join('.')} = ${text.length} chars` };
  }
  const whole = pick(random, [null, [], [body], 'a string', 42, true, false, [1, 2, 3]]);
  return { body: whole, what: `whole body ${JSON.stringify(whole)?.slice(0, 30)}` };
}

/** One bad request for a route: a broken body, bad JSON, a wrong content type or a bad path id. */
export function badRequest(random: Random, spec: RouteSpec): BadRequest {
  const bigRoute = spec.path.startsWith('/api/import') || spec.path.startsWith('/api/sync');
  let id = spec.realIds ? pick(random, spec.realIds) : '';
  let pathIsBad = false;
  if (spec.realIds && random() < 0.35) {
    id = random() < 0.5 ? pick(random, spec.otherIds ?? []) : pick(random, NOT_IDS);
    pathIsBad = true;
  }
  const path = spec.path.replace('{id}', id);
  // A bad path is refused whatever the body: then a valid body, or none, is a fair probe too.
  if (pathIsBad && random() < 0.3) {
    if (random() < 0.5) return { method: spec.method, path, what: `bad path id ${id.slice(0, 40)}, no body` };
    return { method: spec.method, path, body: JSON.stringify(spec.base), what: `bad path id ${id.slice(0, 40)}, valid body` };
  }
  const roll = random();
  if (roll < 0.12) {
    const candidates = INVALID_JSON.concat(spec.optionalBody ? [] : ['', '   ']);
    const text = pick(random, candidates);
    return { method: spec.method, path, body: text, what: `invalid JSON ${JSON.stringify(text)}` };
  }
  if (roll < 0.2) {
    const type = pick(random, WRONG_TYPES);
    return { method: spec.method, path, body: JSON.stringify(spec.base), contentType: type, what: `content type "${type}"` };
  }
  const { body, what } = badBody(random, spec, bigRoute);
  return { method: spec.method, path, body: toJson(body), what };
}
