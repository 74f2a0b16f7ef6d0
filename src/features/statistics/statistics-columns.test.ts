import { describe, expect, it } from 'vitest';
import { monthFigures } from './statistics-columns';

const NOW = new Date('2026-11-25T20:00:00Z');

describe('monthFigures', () => {
  it('has no months before the first conversion', () => {
    expect(monthFigures({ total: 0, current_month: 0, previous_monthes: [] }, NOW)).toEqual([]);
  });

  it('shows this month from the first conversion, even with no previous month', () => {
    expect(monthFigures({ total: 90, current_month: 90, previous_monthes: [] }, NOW)).toEqual([
      { month: '2026-11', label: 'Nov 2026', minutes: 1.5, current: true },
    ]);
  });

  it('puts this month before the previous ones, newest first, once each', () => {
    const months = monthFigures(
      {
        total: 300,
        current_month: 0,
        previous_monthes: [
          { month: '2026-09-01', duration: 120 },
          { month: '2026-10-01', duration: 180 },
          { month: '2026-11-01', duration: 999 },
        ],
      },
      NOW,
    );
    expect(months.map((month) => [month.month, month.minutes, month.current])).toEqual([
      ['2026-11', 0, true],
      ['2026-10', 3, false],
      ['2026-09', 2, false],
    ]);
  });
});
