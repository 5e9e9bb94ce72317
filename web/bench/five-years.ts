// Five years of daily use on the server, through its import route, for the browser benchmarks:
// the same generator as the server's own benchmark.
import type { ExportDocument } from '@ninety/api';
import { MS_PER_DAY, MS_PER_MINUTE } from '@ninety/domain';
import { yearsOfUse } from '../../sync-server/bench/generate';

/** The days at the end of `settled` history in which tasks and quests may still be open. */
const STILL_OPEN_DAYS = 3;

/**
 * The same years as a user who finishes what they start: every task and quest made before the
 * last few days done an hour after it was made (or started). The generator leaves some open
 * across all five years (15% of tasks, about a third of quests), met every few records; here
 * Priority and Quests find their few open ones among thousands done.
 */
function settled(document: ExportDocument, now: number): ExportDocument {
  const before = now - STILL_OPEN_DAYS * MS_PER_DAY;
  const hourAfter = (at: string) => new Date(Date.parse(at) + 60 * MS_PER_MINUTE).toISOString();
  const old = (record: { createdAt: string }) => Date.parse(record.createdAt) < before;
  const { tasks, quests } = document.records;
  return {
    ...document,
    records: {
      ...document.records,
      tasks: tasks.map((task) => (old(task) && task.completedAt === null ? { ...task, completedAt: hourAfter(task.createdAt) } : task)),
      quests: quests.map((quest) => {
        if (!old(quest) || quest.completedAt !== null) return quest;
        const startedAt = quest.startedAt ?? hourAfter(quest.createdAt);
        return { ...quest, startedAt, completedAt: hourAfter(startedAt) };
      }),
    },
  };
}

export async function seedFiveYears(url: string, options: { settled?: boolean } = {}): Promise<number> {
  const now = Date.now();
  const years = yearsOfUse(now);
  const document = options.settled ? settled(years, now) : years;
  const response = await fetch(`${url}/api/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(document),
  });
  if (!response.ok) throw new Error(`the import answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return Object.values(document.records).reduce((sum, rows) => sum + rows.length, 0);
}
