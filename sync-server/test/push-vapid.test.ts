/** The server's VAPID keys (issue 12): made once and kept in the data folder, or given. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys } from '../src/push/vapid';

const dir = mkdtempSync(join(tmpdir(), 'ninety-vapid-'));
afterEach(() => rmSync(join(dir, 'vapid.json'), { force: true }));

it('makes a key pair on first start, keeps it private in the data folder, and reuses it after a restart', () => {
  const first = loadVapidKeys({}, dir);
  expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
  // An uncompressed P-256 point, base64url: what applicationServerKey takes.
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
  expect(loadVapidKeys({ VAPID_SUBJECT: 'https://ninety.example' }, dir)).toEqual({ ...first, subject: 'https://ninety.example' });
});

it('takes keys from the environment, and refuses half a pair or a subject that is not mailto: or https:', () => {
  const given = { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:me@example.com' };
  expect(loadVapidKeys(given, dir)).toEqual({ publicKey: 'BPub', privateKey: 'priv', subject: 'mailto:me@example.com' });
  expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: 'BPub' }, dir)).toThrow('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  expect(() => loadVapidKeys({ VAPID_SUBJECT: 'http://insecure.example' }, dir)).toThrow('VAPID_SUBJECT must be a mailto: or https: address');
});
