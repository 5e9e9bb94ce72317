import { expect, it } from 'vitest';
import { shortcutAmount } from './water-shortcut';

it('takes only a quick-add amount from a shortcut address', () => {
  const amount = (search: string) => shortcutAmount(new URL(`https://ninety.test/water${search}`));
  expect(amount('?log=8')).toBe(8);
  expect(amount('?log=16')).toBe(16);
  for (const search of ['', '?log=', '?log=0', '?log=500', '?log=8.5', '?log=abc', '?log=-8']) expect(amount(search)).toBeNull();
});
