import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@ninety/domain';
import { ChecklistListSchema } from './checklist';
import { GoalListSchema } from './goals';
import { HealthSchema } from './health';
import { ImportResultSchema } from './export';
import { PaymentIntentSchema } from './goal-payments';
import { QuestListSchema } from './quests';
import { SettingsSchema } from './settings';
import { StatsSchema } from './stats';
import { TaskListSchema } from './tasks';
import { WeightListSchema } from './weight';
import { SYNC_TABLES } from '../sync';
import { AT, uuid } from '../testing/sample-records';

describe('response schemas', () => {
  it('read the answers a client relies on', () => {
    const trait = { id: 'focus', traitName: 'Focus', currentXP: 250, level: 2, totalXP: 1250 };
    const stats = {
      currentHP: 92,
      maxHP: 100,
      consecutiveDays: 12,
      dailyStreak: 3,
      weeklyStreak: 1,
      monthlyStreak: 0,
      currentWeight: null,
      traits: [trait],
      liquidX: 'normal',
      hpBarStyle: 'normal',
    };
    expect(StatsSchema.parse(stats)).toEqual(stats);
    expect(StatsSchema.safeParse({ ...stats, liquidX: 'red' }).success).toBe(false);

    const task = { id: uuid(10), title: 'Call the bank', dueDate: AT, hpImpact: 10, isCompleted: false, isOverdue: true, createdAt: AT, completedAt: null };
    expect(TaskListSchema.parse([task])).toEqual([task]);

    const goal = {
      id: uuid(3000), title: 'Run', description: 'Run a marathon.', startDate: AT, endDate: AT, isLocked: true,
      penalty: 100, isCompleted: false, daysLeft: 90, progress: 0, createdAt: AT, achievedAt: null,
    };
    expect(GoalListSchema.parse([goal])).toEqual([goal]);

    const quest = {
      id: uuid(1001), title: 'Cold call', description: 'Call one lead.', traitName: 'Persuasion', duration: '15 min',
      durationMinutes: 15, xpReward: 100, awardedXp: 200, difficulty: 'medium', isFear: true, status: 'available',
      createdAt: AT, startedAt: null, completedAt: null,
    };
    expect(QuestListSchema.parse([quest])).toEqual([quest]);

    expect(WeightListSchema.parse([{ id: uuid(30), weight: 180, loggedAt: AT }])).toHaveLength(1);
    const item = { id: uuid(50), locationName: 'Gym', itemName: 'Towel', checked: false, latitude: null, longitude: null, userId: 'default-user' };
    expect(ChecklistListSchema.parse([item])).toEqual([item]);
    const toPay = { status: 'requires-payment', clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', amount: 10000, currency: 'usd' };
    expect(PaymentIntentSchema.parse(toPay)).toEqual(toPay);
    expect(PaymentIntentSchema.parse({ status: 'paid', paymentIntentId: 'pi_1', amount: 10000, currency: 'usd' }).status).toBe('paid');
    // A payment to make without its secret is not one the browser can confirm.
    expect(PaymentIntentSchema.safeParse({ ...toPay, clientSecret: undefined }).success).toBe(false);
    expect(HealthSchema.parse({ status: 'ok', version: '0.1.0' })).toEqual({ status: 'ok', version: '0.1.0' });
    expect(SettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    const imported = Object.fromEntries(SYNC_TABLES.map((table) => [table, 0]));
    expect(ImportResultSchema.parse({ imported })).toEqual({ imported });
  });
});
