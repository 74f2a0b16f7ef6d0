import { describe, expect, it } from 'vitest';
import { limitMessage, overLimit } from './field-limit';

describe('field-limit', () => {
  it('says by how much a value is over its limit, and nothing when it fits', () => {
    expect(limitMessage('a'.repeat(41), 40)).toBe('Too long by 1 character: at most 40');
    expect(limitMessage('a'.repeat(45), 40)).toBe('Too long by 5 characters: at most 40');
    expect(limitMessage('a'.repeat(40), 40)).toBeUndefined();
    expect(overLimit('abc', 2)).toBe(true);
    expect(overLimit('abc', undefined)).toBe(false);
  });
});
