import { describe, expect, it } from 'vitest';
import { SignInBackoff } from './sign-in-backoff';

describe('SignInBackoff', () => {
  it('lets a few failures go, then doubles the wait after each further one, up to 5 minutes', () => {
    let now = 0;
    const backoff = new SignInBackoff(() => now);
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      now += backoff.waitFor('pair') * 1000;
      backoff.failed('pair');
      waits.push(backoff.waitFor('pair'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
  });

  it('starts again after a success, and forgets a pair 15 minutes after its last failure', () => {
    let now = 0;
    const backoff = new SignInBackoff(() => now);
    for (let i = 0; i < 5; i++) backoff.failed('owner');
    backoff.succeeded('owner');
    expect(backoff.waitFor('owner')).toBe(0);
    for (let i = 0; i < 1_000; i++) backoff.failed(`account|198.51.${i >> 8}.${i & 255}`);
    expect(backoff.size).toBe(1_000);
    now = 15 * 60_000;
    backoff.failed('account|203.0.113.1');
    expect(backoff.size).toBe(1);
  });
});
