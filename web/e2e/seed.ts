/**
 * History for a journey, put on the server through its import route before the device opens:
 * the device then restores it with an ordinary first pull, as a phone restoring a backup would.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SYNC_TABLES, type SyncTable } from '@ninety/api';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const iso = (ms: number) => new Date(ms).toISOString();

type Row = Record<string, unknown>;
export type Records = Partial<Record<SyncTable, Row[]>>;

export async function seedServer(request: APIRequestContext, records: Records): Promise<void> {
  const document = {
    format: 'ninety-export',
    version: 1,
    exportedAt: iso(Date.now()),
    records: Object.fromEntries(SYNC_TABLES.map((table) => [table, records[table] ?? []])),
  };
  const response = await request.post('/api/import', { data: document });
  if (!response.ok()) throw new Error(`seed refused: ${response.status()} ${await response.text()}`);
}

/**
 * The journeys run in a fixed-offset zone in which it is about midday when the file loads, so
 * "three hours ago" and "in five hours" fall on today whatever hour CI starts at. In UTC a run
 * just after midnight put a task completed "three hours ago" on yesterday and moved the streaks.
 * (Etc/GMT-5 is UTC+5: the IANA sign is inverted.)
 */
export const JOURNEY_OFFSET_HOURS = 12 - new Date().getUTCHours();
export const JOURNEY_ZONE =
  JOURNEY_OFFSET_HOURS === 0 ? 'UTC' : `Etc/GMT${JOURNEY_OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(JOURNEY_OFFSET_HOURS)}`;

/** Start of the journey zone's day `daysAgo` days before today. */
export function journeyDayStart(daysAgo: number, now = Date.now()): number {
  const offset = JOURNEY_OFFSET_HOURS * HOUR;
  return Math.floor((now + offset) / DAY) * DAY - offset - daysAgo * DAY;
}

/**
 * Today's date as a screen writes it ("Nov 23, 2026"), in the journey zone. A date taken in the
 * runner's zone (UTC in CI) is the day after the app's when a run crosses midnight UTC.
 */
export const journeyDate = (at: Date | number = new Date()): string =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: JOURNEY_ZONE }).format(at);

/** The same day as the app stores and names it ("2026-11-23"), in the journey zone. */
export const journeyDay = (at: Date | number = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: JOURNEY_ZONE }).format(at);

/** 128 oz (the default target) early on each of these days ago: each one consistent. */
export function waterOnDays(daysAgo: readonly number[]): Row[] {
  return daysAgo.map((ago) => ({ id: randomUUID(), amount: 128, loggedAt: iso(journeyDayStart(ago) + 60_000) }));
}

export function task(fields: { title: string; dueAt: number; createdAt?: number; hpImpact?: number; completedAt?: number }): Row {
  return {
    id: randomUUID(),
    title: fields.title,
    dueDate: iso(fields.dueAt),
    hpImpact: fields.hpImpact ?? 10,
    createdAt: iso(fields.createdAt ?? fields.dueAt - 2 * HOUR),
    completedAt: fields.completedAt === undefined ? null : iso(fields.completedAt),
  };
}

interface QuestFields {
  title: string;
  description?: string;
  isFear?: boolean;
  createdAt?: number;
  startedAt?: number;
  completedAt?: number;
}

/** A quest of an hour, medium, made an hour ago unless said otherwise. */
export function quest(fields: QuestFields): Row {
  return {
    id: randomUUID(),
    title: fields.title,
    description: fields.description ?? 'A small brave thing.',
    traitName: 'Resilience',
    duration: '1 hour',
    durationMinutes: 60,
    xpReward: 100,
    difficulty: 'medium',
    isFear: fields.isFear ?? false,
    createdAt: iso(fields.createdAt ?? Date.now() - HOUR),
    startedAt: fields.startedAt === undefined ? null : iso(fields.startedAt),
    completedAt: fields.completedAt === undefined ? null : iso(fields.completedAt),
  };
}

export const fearQuest = (fields: { title: string; description: string; createdAt?: number; startedAt?: number }): Row => quest({ ...fields, isFear: true });

/** A goal whose 90 days started `daysAgo` days ago. */
export function goal(title: string, daysAgo: number): Row {
  const start = Date.now() - daysAgo * DAY;
  return {
    id: randomUUID(),
    title,
    description: 'Ninety days of showing up',
    startDate: iso(start),
    endDate: iso(start + 90 * DAY),
    penalty: 100,
    createdAt: iso(start),
    achievedAt: null,
  };
}

export function setting(key: string, value: unknown): Row {
  return { key, value, updatedAt: iso(Date.now()) };
}

/** A check-in note on a goal, written `daysAgo` days ago. */
export function checkIn(goalRow: Row, daysAgo: number, note: string): Row {
  const at = Date.now() - daysAgo * DAY;
  return { id: randomUUID(), goalId: goalRow.id, day: journeyDay(at), note, createdAt: iso(at) };
}

/** A weight logged `daysAgo` days ago. */
export function weight(pounds: number, daysAgo: number): Row {
  return { id: randomUUID(), weight: pounds, loggedAt: iso(Date.now() - daysAgo * DAY) };
}
