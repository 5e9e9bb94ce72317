import { describe, expect, it } from 'vitest';
import { GoalFormSchema, TaskFormSchema } from '@ninety/api';
import { checkForm, draftToInput, FORM_ERROR, editsOf, fieldErrors, followStored } from './form';

const task = { title: 'Call the bank', dueHours: '2', hpImpact: '10' };
const kinds = { dueHours: 'number', hpImpact: 'number' } as const;

describe('draftToInput', () => {
  it('reads number fields as numbers, an empty one as missing, and leaves text as typed', () => {
    expect(draftToInput({ ...task, dueHours: ' 2.5 ', hpImpact: '' }, kinds)).toEqual({
      title: 'Call the bank',
      dueHours: 2.5,
      hpImpact: undefined,
    });
    expect(Number.isNaN(draftToInput({ ...task, hpImpact: 'ten' }, kinds).hpImpact)).toBe(true);
  });
});

describe('checkForm with the api schemas', () => {
  it('gives the parsed values of a valid draft (text trimmed as the schema does)', () => {
    expect(checkForm(TaskFormSchema, { ...task, title: '  Call the bank ' }, kinds)).toEqual({
      ok: true,
      values: { title: 'Call the bank', dueHours: 2, hpImpact: 10 },
    });
  });

  it('gives the spec message under each wrong field, the first one per field', () => {
    expect(checkForm(TaskFormSchema, { title: 'ab', dueHours: '0.4', hpImpact: '51' }, kinds)).toEqual({
      ok: false,
      errors: {
        title: 'Title must be at least 3 characters',
        dueHours: 'Must be at least 30 minutes',
        hpImpact: 'Maximum HP impact is 50',
      },
    });
    expect(checkForm(TaskFormSchema, { ...task, dueHours: '73', hpImpact: '4' }, kinds)).toMatchObject({
      errors: { dueHours: 'Maximum 72 hours', hpImpact: 'Minimum HP impact is 5' },
    });
  });

  it('says a number field is required when it is empty, and a wrong type when it is not a number', () => {
    expect(checkForm(TaskFormSchema, { ...task, dueHours: '', hpImpact: 'abc' }, kinds)).toMatchObject({
      errors: { dueHours: 'Due time is required', hpImpact: 'HP impact must be a whole number' },
    });
  });

  it('checks a text-only form', () => {
    expect(checkForm(GoalFormSchema, { title: 'Run a marathon', description: 'Too short' }, {})).toEqual({
      ok: false,
      errors: { description: 'Description must be at least 10 characters' },
    });
  });
});

it('files an issue without a field under the form itself', () => {
  const parsed = TaskFormSchema.safeParse('not an object');
  expect(parsed.success).toBe(false);
  if (!parsed.success) expect(fieldErrors(parsed.error)).toEqual({ [FORM_ERROR]: 'Body must be a JSON object' });
});

describe('followStored', () => {
  const start = { dailyTargetOz: '64', startingHp: '100', timeZone: 'UTC' };

  it('finds the edits: the fields that differ from the start, and nothing when none does', () => {
    expect(editsOf({ ...start, startingHp: '120', timeZone: 'Asia/Tokyo' }, start)).toEqual({ startingHp: '120', timeZone: 'Asia/Tokyo' });
    expect(editsOf(start, start)).toEqual({});
  });

  it('keeps the fields the user changed and takes the new stored value of the others', () => {
    const draft = { ...start, dailyTargetOz: '100' };
    const stored = { ...start, startingHp: '150', timeZone: 'Europe/Lisbon' };
    expect(followStored(draft, start, stored)).toEqual({ dailyTargetOz: '100', startingHp: '150', timeZone: 'Europe/Lisbon' });
  });

  it("keeps the user's text even where the stored value changed under it", () => {
    const draft = { ...start, startingHp: '120' };
    expect(followStored(draft, start, { ...start, startingHp: '150' })).toEqual({ ...start, startingHp: '120' });
  });

  it('is the stored values when nothing was touched', () => {
    const stored = { dailyTargetOz: '80', startingHp: '150', timeZone: 'Asia/Tokyo' };
    expect(followStored(start, start, stored)).toEqual(stored);
  });
});
