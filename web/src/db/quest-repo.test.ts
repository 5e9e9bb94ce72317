import { createRandom, MUTATIONS, questStatus } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { applyPull } from './apply-pull';
import type { NinetyDatabase } from './database';
import { markPaired } from './device-pairing';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { completeQuest, generateFirstQuests, generateQuests, startQuest } from './quest-repo';
import { setRestoreProgress } from './restore-progress';
import { setRestoring } from './restore-state';
import { sampleQuest, uuid } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');
const at = (time: string) => new Date(`2026-11-21T${time}:00Z`);

describe('adaptive quests on the device', () => {
  it('makes a first round on its own only when the store holds no quest at all', async () => {
    db = freshDb();
    await db.quests.put(sampleQuest(1));
    expect(await generateFirstQuests(createRandom(7), T9, db)).toBe('quests held');
    expect(await db.quests.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    await db.quests.clear();
    expect(await generateFirstQuests(createRandom(7), T9, db)).toHaveLength(3);
    expect(await db.quests.count()).toBe(3);
  });

  it('makes none of its own while a restore is stored, whose pages may still bring quests', async () => {
    db = freshDb();
    await db.transaction('rw', db.meta, () => setRestoreProgress(db, { done: 5_000, total: 12_000 }));
    expect(await generateFirstQuests(createRandom(7), T9, db)).toBe('history on its way');
    expect(await db.quests.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await db.transaction('rw', db.meta, () => setRestoreProgress(db, undefined));
    expect(await generateFirstQuests(createRandom(7), T9, db)).toHaveLength(3);
  });

  it('makes none of its own on a device just paired that has not had its history, offline or not', async () => {
    db = freshDb();
    await markPaired('01a211a2-0000-7000-8000-000000000001', db);
    expect(await generateFirstQuests(createRandom(7), T9, db)).toBe('history on its way');
    expect(await db.quests.count()).toBe(0);

    await applyPull(db, { cursor: 0, reset: true, changes: [], remaining: 0 });
    expect(await generateFirstQuests(createRandom(7), T9, db)).toHaveLength(3);
  });

  it('makes none of its own while the first page of a restore is in but not yet written', async () => {
    db = freshDb();
    setRestoring(true);
    try {
      expect(await generateFirstQuests(createRandom(7), T9, db)).toBe('history on its way');
      expect(await db.quests.count()).toBe(0);
    } finally {
      setRestoring(false);
    }
    expect(await generateFirstQuests(createRandom(7), T9, db)).toHaveLength(3);
  });

  it('generates a round for the 3 weakest traits, one fear quest, and queues it with its ids', async () => {
    db = freshDb();
    const round = await generateQuests(createRandom(7), T9, db);
    expect(round.map((q) => q.traitName)).toEqual(['Consistency', 'Fitness', 'Finance']);
    expect(round.filter((q) => q.isFear)).toHaveLength(1);
    expect(await db.quests.toArray()).toEqual([...round].sort((a, b) => (a.id < b.id ? -1 : 1)));
    expect(await db.outbox.toArray()).toEqual([
      { seq: 1, name: 'quest.generate', args: { quests: round }, occurredAt: '2026-11-21T09:00:00.000Z' },
    ]);
  });

  it('never repeats a title still open in the next round', async () => {
    db = freshDb();
    const first = await generateQuests(createRandom(7), T9, db);
    const second = await generateQuests(createRandom(7), at('09:05'), db);
    const titles = [...first, ...second].map((q) => q.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(await db.quests.count()).toBe(6);
  });

  it('stores a replayed round once', async () => {
    db = freshDb();
    const round = await generateQuests(createRandom(3), T9, db);
    // A pull replays the pending quest.generate on top of what is stored.
    await applyPull(db, { cursor: 1, reset: false, changes: [] });
    await applyLocalMutation(db, MUTATIONS['quest.generate'], { quests: round }, queuedActionTime('2026-11-21T09:00:00.000Z'));
    expect(await db.quests.count()).toBe(3);
  });

  it('stores a round from another device as it was made, once, even over a title open here', async () => {
    db = freshDb();
    const theirs = sampleQuest(1, { title: 'Cold Call' });
    await applyPull(db, { cursor: 1, reset: false, changes: [{ table: 'quests', id: theirs.id, row: theirs }] });
    const round = [sampleQuest(2, { title: 'Cold Call' }), sampleQuest(3, { title: 'Ask for a raise' })];
    await applyLocalMutation(db, MUTATIONS['quest.generate'], { quests: round }, queuedActionTime('2026-11-21T09:00:00.000Z'));
    await applyLocalMutation(db, MUTATIONS['quest.generate'], { quests: round }, queuedActionTime('2026-11-21T09:00:00.000Z'));
    // The server stores the same: a device and the server never disagree on which quests exist.
    expect((await db.quests.toArray()).map((q) => q.id).sort()).toEqual([theirs.id, round[0]!.id, round[1]!.id].sort());
  });

  it('starts and completes a quest; the earliest start and completion stand', async () => {
    db = freshDb();
    const [quest] = await generateQuests(createRandom(1), T9, db);
    const id = quest?.id ?? '';
    await startQuest(id, at('09:10'), db);
    await startQuest(id, at('09:20'), db);
    await completeQuest(id, at('09:30'), db);
    await completeQuest(id, at('09:40'), db);
    const stored = await db.quests.get(id);
    expect([stored?.startedAt, stored?.completedAt]).toEqual(['2026-11-21T09:10:00.000Z', '2026-11-21T09:30:00.000Z']);
    expect(stored && questStatus(stored)).toBe('completed');
  });

  it('refuses to complete a quest never started, and an unknown one, queuing nothing', async () => {
    db = freshDb();
    const [quest] = await generateQuests(createRandom(1), T9, db);
    await expect(completeQuest(quest?.id ?? '', at('09:30'), db)).rejects.toThrow('Start the quest before completing it');
    await expect(startQuest(uuid(99), at('09:30'), db)).rejects.toThrow('Quest not found');
    expect(await db.outbox.count()).toBe(1);
  });
});
