// Five years of daily use on the server, through its import route, for the browser benchmarks:
// the same generator as the server's own benchmark.
import { yearsOfUse } from '../../sync-server/bench/generate';

export async function seedFiveYears(url: string): Promise<number> {
  const document = yearsOfUse(Date.now());
  const response = await fetch(`${url}/api/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(document),
  });
  if (!response.ok) throw new Error(`the import answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return Object.values(document.records).reduce((sum, rows) => sum + rows.length, 0);
}
