import { describe, expect, it } from 'vitest';
import { PairBodySchema, PairFormSchema, pairingCodeIn } from './devices';

const CODE = 'x4C_-9aZ0bcdefghijklmnop';

describe('pairing input', () => {
  it('takes the code out of a pasted link, or the code alone', () => {
    expect(pairingCodeIn(`https://ninety.example/pair#${CODE}`)).toBe(CODE);
    expect(pairingCodeIn(`  ${CODE}\n`)).toBe(CODE);
    expect(pairingCodeIn(`http://localhost:8787/pair# ${CODE} `)).toBe(CODE);
  });

  it('checks the form: a code of the right shape, and a name of 1 to 60 characters', () => {
    expect(PairFormSchema.safeParse({ link: `https://a.example/pair#${CODE}`, name: ' Phone ' }).data).toEqual({ link: CODE, name: 'Phone' });
    expect(PairFormSchema.safeParse({ link: 'https://a.example/pair#short', name: 'Phone' }).error?.issues[0]?.message).toBe(
      'The pairing code is not in the right form',
    );
    expect(PairFormSchema.safeParse({ link: CODE, name: '' }).error?.issues[0]?.message).toBe('Device name must be 1 to 60 characters');
  });

  it('refuses a body with more than a code and a name', () => {
    expect(PairBodySchema.safeParse({ code: CODE, name: 'Phone', admin: true }).success).toBe(false);
    expect(PairBodySchema.safeParse({ code: 'has spaces in it and more', name: 'Phone' }).success).toBe(false);
  });
});
