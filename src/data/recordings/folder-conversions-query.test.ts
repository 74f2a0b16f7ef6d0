import { describe, expect, it } from 'vitest';
import { conversionSummary } from './folder-conversions-query';

describe('conversion summary', () => {
  it('counts done, working and failed conversions per original', () => {
    const summary = conversionSummary([
      { original_id: 'a', state: 'done' },
      { original_id: 'a', state: 'processing' },
      { original_id: 'a', state: 'error' },
      { original_id: 'b', state: 'postprocessing' },
      { original_id: null, state: 'done' },
    ]);
    expect(summary.get('a')).toEqual({ done: 1, working: 1, failed: 1 });
    expect(summary.get('b')).toEqual({ done: 0, working: 1, failed: 0 });
    expect(summary.size).toBe(2);
  });
});
