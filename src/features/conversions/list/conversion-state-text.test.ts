import { describe, expect, it } from 'vitest';
import { conversionStateText } from './conversion-state-text';

describe('conversionStateText', () => {
  it('does not repeat itself when the stage is the state', () => {
    expect(conversionStateText({ state: 'processing', process_stage: 'converting' })).toBe('Converting');
    expect(conversionStateText({ state: 'processing', process_stage: 'Converting ' })).toBe('Converting');
  });

  it('names a stage that adds something, and none when there is none', () => {
    expect(conversionStateText({ state: 'processing', process_stage: 'queued' })).toBe('Converting (queued)');
    expect(conversionStateText({ state: 'postprocessing', process_stage: null })).toBe('Converting');
    expect(conversionStateText({ state: 'done', process_stage: null })).toBe('Done');
    expect(conversionStateText({ state: 'error', process_stage: 'converting' })).toBe('Failed');
  });
});
