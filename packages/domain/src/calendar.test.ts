import { describe, expect, it } from 'vitest';
import { consistencyCalendar } from './calendar';
import { isoToDayNumber } from './time';

const TODAY = isoToDayNumber('2026-11-21');
const ago = (n: number) => TODAY - n;
const states = (consistent: number[], count = 8) => consistencyCalendar(consistent, TODAY, count).map((d) => d.state);

describe('consistencyCalendar', () => {
  it('gives 90 days ending today, oldest first, with their dates', () => {
    const days = consistencyCalendar([ago(1)], TODAY);
    expect(days).toHaveLength(90);
    expect(days[0]?.date).toBe('2026-08-24');
    expect(days[89]).toEqual({ day: TODAY, date: '2026-11-21', state: 'open' });
  });

  it('forgives a single missed day between consistent ones, and the miss of yesterday', () => {
    //            7 ago  6      5       4      3           2      1           today
    expect(states([ago(7), ago(6), ago(4), ago(3), ago(2), TODAY])).toEqual([
      'consistent', 'consistent', 'forgiven', 'consistent', 'consistent', 'consistent', 'forgiven', 'consistent',
    ]);
    expect(states([ago(2)], 3)).toEqual(['consistent', 'forgiven', 'open']);
  });

  it('marks two missed days in a row as missed: they reset the count', () => {
    expect(states([ago(7), ago(4), ago(3)])).toEqual(['consistent', 'missed', 'missed', 'consistent', 'consistent', 'missed', 'missed', 'open']);
  });

  it('judges nothing before the first consistent day', () => {
    expect(states([ago(3)])).toEqual(['before', 'before', 'before', 'before', 'consistent', 'missed', 'missed', 'open']);
    expect(states([], 3)).toEqual(['before', 'before', 'open']);
  });
});
