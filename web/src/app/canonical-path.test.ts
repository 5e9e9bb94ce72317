import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it('lowers the case and drops slashes at the end', () => {
    expect(canonicalPath('/Water/')).toBe('/water');
    expect(canonicalPath('/PRIORITY')).toBe('/priority');
    expect(canonicalPath('/goals//')).toBe('/goals');
  });

  it('keeps Home as a single slash', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
  });

  it('leaves a path already in its spelling as it is', () => {
    expect(canonicalPath('/analytics')).toBe('/analytics');
  });
});
