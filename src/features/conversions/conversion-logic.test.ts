import { describe, expect, it } from 'vitest';
import { positionAfterSwitch } from './ab-position';
import { conversionPollInterval, elapsedSeconds } from './conversion-polling';
import { orderCost } from './order-cost';

describe('conversion polling', () => {
  it('polls while any conversion is working and stops once all are final', () => {
    expect(conversionPollInterval([{ state: 'done' }, { state: 'processing' }])).toBe(1000);
    expect(conversionPollInterval([{ state: 'postprocessing' }])).toBe(1000);
    expect(conversionPollInterval([{ state: 'done' }, { state: 'error' }])).toBe(false);
    expect(conversionPollInterval([])).toBe(false);
    expect(conversionPollInterval(undefined)).toBe(false);
  });

  it('counts elapsed time until converted_at, or until now while working', () => {
    const created_at = '2026-01-01T00:00:00.000Z';
    expect(elapsedSeconds({ created_at, converted_at: '2026-01-01T00:00:12.400Z', state: 'done' }, Date.parse('2026-01-01T01:00:00Z'))).toBe(12);
    expect(elapsedSeconds({ created_at, converted_at: null, state: 'processing' }, Date.parse('2026-01-01T00:00:05Z'))).toBe(5);
  });
});

describe('A/B position keeping', () => {
  it('keeps the position, clamped inside the next source', () => {
    expect(positionAfterSwitch(3.2, 10)).toBe(3.2);
    expect(positionAfterSwitch(9.99, 9.5)).toBeCloseTo(9.45, 5);
    expect(positionAfterSwitch(4, undefined)).toBe(4);
    expect(positionAfterSwitch(Number.NaN, 10)).toBe(0);
  });
});

describe('order cost', () => {
  it('charges the original’s duration once per voice and says whether the balance covers it', () => {
    expect(orderCost(12.3, 3, 100)).toEqual({ cost: 36.9, enough: true });
    expect(orderCost(60, 2, 100)).toEqual({ cost: 120, enough: false });
  });
});
