import { describe, expect, it } from 'vitest';
import { entriesToEvict } from './history-eviction';

describe('entriesToEvict', () => {
  const entries = [
    { id: 'old', createdAt: 1, bytes: 400 },
    { id: 'mid', createdAt: 2, bytes: 400 },
    { id: 'new', createdAt: 3, bytes: 400 },
  ];

  it('drops the oldest until the rest fits the limit', () => {
    expect(entriesToEvict(entries, 1200)).toEqual([]);
    expect(entriesToEvict(entries, 1000)).toEqual(['old']);
    expect(entriesToEvict(entries, 500)).toEqual(['mid', 'old']);
  });

  it('always keeps the newest, even alone over the limit', () => {
    expect(entriesToEvict(entries, 100)).toEqual(['mid', 'old']);
  });
});
