import type { Quest, Task } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleQuest } from '@ninety/api/testing';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { readOpenFearQuests, readQuestList } from './quest-lists';
import { readPriorityTasks } from './task-lists';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2026-11-21T12:00:00Z');
const iso = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();
const DAY = 24 * 60;

function task(id: string, dueIn: number, fields: Partial<Task> = {}): Task {
  return { id, title: `Task ${id}`, dueDate: iso(dueIn), hpImpact: 10, createdAt: iso(dueIn - 600), completedAt: null, ...fields };
}

describe('Priority Tasks lists', () => {
  it('reads overdue first, then open by due time, then completed in the last 7 days newest first', async () => {
    db = freshDb();
    await db.tasks.bulkPut([
      task('open-later', 300),
      task('done-early', 60, { completedAt: iso(-120) }),
      task('overdue-recent', -10),
      task('open-soon', 45),
      task('done-recent', 60, { completedAt: iso(-2) }),
      task('overdue-old', -600),
      task('done-last-month', -30 * DAY, { completedAt: iso(-30 * DAY) }),
      task('done-8-days-ago', -8 * DAY, { completedAt: iso(-8 * DAY) }),
    ]);
    const lists = await readPriorityTasks(NOW, 50, 0, db);
    expect(lists.open.map((t) => t.id)).toEqual(['overdue-old', 'overdue-recent', 'open-soon', 'open-later']);
    expect(lists.openCount).toBe(4);
    expect(lists.recent.map((t) => t.id)).toEqual(['done-recent', 'done-early']);
    expect(lists.older).toEqual([]);
    expect(lists.olderCount).toBe(2);

    const older = await readPriorityTasks(NOW, 50, 1, db);
    expect(older.older.map((t) => t.id)).toEqual(['done-8-days-ago']);
    expect((await readPriorityTasks(NOW, 50, 20, db)).older.map((t) => t.id)).toEqual(['done-8-days-ago', 'done-last-month']);
  });

  it('shows a page of open tasks, and counts them all', async () => {
    db = freshDb();
    await db.tasks.bulkPut(Array.from({ length: 120 }, (_, i) => task(`t${String(i).padStart(3, '0')}`, -1000 + i)));
    const lists = await readPriorityTasks(NOW, 50, 0, db);
    expect(lists.open).toHaveLength(50);
    expect(lists.open[0]!.id).toBe('t000');
    expect(lists.openCount).toBe(120);
    expect((await readPriorityTasks(NOW, 100, 0, db)).open[99]!.id).toBe('t099');
  });
});

function quest(id: string, minutesAgo: number, fields: Partial<Quest> = {}): Quest {
  return { ...sampleQuest(1), id, title: `Quest ${id}`, isFear: false, createdAt: iso(-minutesAgo), ...fields };
}

describe('quest lists', () => {
  it('lists each tab newest first with a limit, and counts each exactly', async () => {
    db = freshDb();
    await db.quests.bulkPut([
      quest('new', 10),
      quest('old', 500),
      quest('started-late', 400, { startedAt: iso(-5) }),
      quest('started-early', 300, { startedAt: iso(-200) }),
      quest('done-late', 600, { startedAt: iso(-590), completedAt: iso(-1) }),
      quest('done-early', 700, { startedAt: iso(-690), completedAt: iso(-680) }),
      quest('done-middle', 800, { startedAt: iso(-790), completedAt: iso(-300) }),
    ]);
    const ids = async (tab: 'available' | 'active' | 'completed', limit: number) => (await readQuestList(tab, limit, db)).quests.map((q) => q.id);
    expect(await ids('available', 50)).toEqual(['new', 'old']);
    expect(await ids('active', 50)).toEqual(['started-late', 'started-early']);
    expect(await ids('completed', 2)).toEqual(['done-late', 'done-middle']);
    expect((await readQuestList('completed', 2, db)).counts).toEqual({ available: 2, active: 2, completed: 3 });
  });

  it("lists Priority's open fear quests: active first, then available, each newest first", async () => {
    db = freshDb();
    await db.quests.bulkPut([
      quest('fear-available', 10, { isFear: true }),
      quest('fear-active', 400, { isFear: true, startedAt: iso(-5) }),
      quest('fear-done', 300, { isFear: true, startedAt: iso(-200), completedAt: iso(-100) }),
      quest('plain', 5),
    ]);
    expect(await readOpenFearQuests(50, db)).toMatchObject({ quests: [{ id: 'fear-active' }, { id: 'fear-available' }], count: 2 });
    expect((await readOpenFearQuests(1, db)).quests.map((q) => q.id)).toEqual(['fear-active']);
  });
});
