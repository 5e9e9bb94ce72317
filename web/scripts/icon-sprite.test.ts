import { describe, expect, it } from 'vitest';
import { iconNames, spriteOf } from './icon-sprite';

describe('the icon sprite', () => {
  it("holds a symbol per icon with lucide's elements, React keys left out", () => {
    const sprite = spriteOf(
      new Map([
        ['droplet', [['path', { d: 'M12 22a7 7 0 0 0 7-7', key: 'c7ck1z' }]]],
        ['target', [['circle', { cx: 12, cy: 12, r: 10, key: '1mglay' }]]],
      ]),
    );
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="droplet" viewBox="0 0 24 24"><path d="M12 22a7 7 0 0 0 7-7"/></symbol>' +
        '<symbol id="target" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></symbol>' +
        '</svg>\n',
    );
  });

  it('escapes what an attribute value could close', () => {
    expect(spriteOf(new Map([['odd', [['text', { title: 'a "b" <c> & d' }]]]]))).toContain('title="a &quot;b&quot; &lt;c> &amp; d"');
  });

  it("draws the names icons.tsx declares, not those its comments mention", () => {
    const source = [
      "/** Each is `icon('name')`. */",
      "export const House = /* @__PURE__ */ icon('house');",
      "export const Undo2 = /* @__PURE__ */ icon('undo-2');",
    ].join('\n');
    expect(iconNames(source)).toEqual(['house', 'undo-2']);
  });
});
