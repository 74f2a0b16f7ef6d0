import { describe, expect, it } from 'vitest';
import { CREDITS_SPENT } from '@contract/gateway/pricing';
import { creditsRule } from './credits-rule';

describe('the studio’s credits sentence', () => {
  it('says credits are spent as conversions finish, as the sandbox does (sandbox/gateway/order-credits.test.ts)', () => {
    expect(CREDITS_SPENT).toBe('when-a-conversion-finishes');
    expect(creditsRule()).toMatch(/spent as each conversion finishes/);
    expect(creditsRule()).not.toMatch(/when it is placed|paid when/);
  });
});
