import { Hono } from 'hono';
import packageJson from '../../package.json' with { type: 'json' };

export function healthRoutes() {
  const body = JSON.stringify({ status: 'ok', version: packageJson.version });
  return new Hono().get('/', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
}
