import { describe, expect, it } from 'vitest';
import { newCheckId } from './check-id.ts';

describe('newCheckId', () => {
  it('gives chk_ and 32 hex digits, different each time', () => {
    const a = newCheckId();
    expect(a).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(newCheckId()).not.toBe(a);
  });
});
