/**
 * A fingerprint of packages/domain's source (tests left out), built into the app as
 * __DOMAIN_RULES_ID__: a device uses stats it kept only under the rules that derived them, so an
 * update that changes a rule derives them again (src/db/stats-snapshot.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function domainRulesId(): string {
  const root = fileURLToPath(new URL('../../packages/domain/src', import.meta.url));
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}
