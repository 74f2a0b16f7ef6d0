import { describe, expect, it } from 'vitest';
import { defaultExpiry, expiryFromDateInput, tomorrow } from './api-key-expiry';

const now = new Date(2026, 10, 23, 15, 0, 0);

describe('api-key-expiry', () => {
  it('reads a date as the end of that day, local time', () => {
    expect(expiryFromDateInput('2026-11-24', now)).toEqual(new Date(2026, 10, 24, 23, 59, 59));
  });

  it('refuses today, past dates, impossible dates and garbage', () => {
    expect(expiryFromDateInput('2026-11-22', now)).toBeNull();
    expect(expiryFromDateInput('2027-02-31', now)).toBeNull();
    expect(expiryFromDateInput('', now)).toBeNull();
    expect(expiryFromDateInput('soon', now)).toBeNull();
  });

  it('offers tomorrow as the earliest date and 90 days as the default', () => {
    expect(tomorrow(now)).toBe('2026-11-24');
    expect(defaultExpiry(now)).toBe('2027-02-21');
  });
});
