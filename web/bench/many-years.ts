// Years of use beyond what an import takes (fifty years is more than its 32 MB), written into a
// data folder by the server's own import, in this process, before the built server opens it:
// the same records as a 32 MB-at-a-time restore of a backup would leave, without the limit.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, migrate, openDatabase } from '../../sync-server/src/testing';
import { yearsOfUse } from '../../sync-server/bench/generate';

export async function seedYearsInDataDir(years: number): Promise<{ dataDir: string; records: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ninety-browser-bench-'));
  const db = openDatabase(join(dataDir, 'ninety.db'));
  try {
    migrate(db);
    const app = createApp({ db, payments: null, publishableKey: null, push: null, bodyLimits: { import: Number.MAX_SAFE_INTEGER }, auth: 'off' });
    const document = yearsOfUse(Date.now(), years);
    const body = JSON.stringify(document);
    const response = await app.request('/api/import', {
      method: 'POST',
      headers: { host: 'localhost', 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    });
    if (!response.ok) throw new Error(`the import answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const records = Object.values(document.records).reduce((sum, rows) => sum + rows.length, 0);
    return { dataDir, records };
  } finally {
    db.close();
  }
}
