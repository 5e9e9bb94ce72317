import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'ninety-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ninety</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  h = createHarness({ webDist: dist });
});
afterEach(() => {
  h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('answers the app for any path without an extension (unknown paths fall back to Home)', async () => {
    for (const path of ['/', '/water', '/no/such/screen']) {
      const response = await h.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Ninety</title>');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file with an extension', async () => {
    expect((await h.request('/robots.txt')).status).toBe(404);
    expect((await h.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('caches hashed assets for good and the service worker never', async () => {
    const asset = await h.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const worker = await h.request('/sw.js');
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends a precompressed file to a browser that accepts it', async () => {
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    const response = await h.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const plain = await h.request('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('sends security headers with a CSP that allows only the app and Stripe', async () => {
    const response = await h.request('/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // The service worker obeys its own script's policy: it keeps it.
    expect((await h.request('/sw.js')).headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('sends a hashed asset only the headers a script obeys', async () => {
    const response = await h.request('/assets/index-abc123.js');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('Permissions-Policy')).toBeNull();
  });
});

describe('the API surface', () => {
  it('answers unknown API paths with 404 {message}', async () => {
    const response = await h.request('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('reports health', async () => {
    expect(await (await h.request('/api/health')).json()).toEqual({ status: 'ok', version: '0.1.0' });
  });
});
