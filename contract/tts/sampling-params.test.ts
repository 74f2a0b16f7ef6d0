import { describe, expect, it } from 'vitest';
import { SamplingParams } from './sampling-params';

const accepts = (params: Record<string, unknown>) => SamplingParams.safeParse(params).success;

describe('sampling params', () => {
  it('are all optional, and unknown ones are refused', () => {
    expect(accepts({})).toBe(true);
    expect(accepts({ warmth: 1 })).toBe(false);
  });

  it.each([
    ['seed', [0, 42, -7, null], [1.5, '1']],
    ['temperature', [0, 0.6, 5], [-0.01]],
    ['top_k', [-1, 1, 66], [0, -2, 1.5]],
    ['top_p', [0.0001, 0.8, 1], [0, 1.0001, -0.5]],
    ['min_p', [0, 0.01, 1], [-0.01, 1.01]],
    ['presence_penalty', [0, 1, 2], [-0.01, 2.01]],
    ['repetition_penalty', [1, 1.4, 2], [0.99, 2.01, 0]],
    ['frequency_penalty', [0, 0.8, 2], [-0.01, 2.01]],
  ] as const)('%s accepts %j and refuses %j', (key, good, bad) => {
    for (const value of good) expect(accepts({ [key]: value }), `${key}=${value}`).toBe(true);
    for (const value of bad) expect(accepts({ [key]: value }), `${key}=${value}`).toBe(false);
  });

  it('reads the voice defaults of the public voice list', () => {
    expect(
      accepts({
        temperature: 0.6,
        top_k: -1,
        top_p: 0.8,
        min_p: 0,
        presence_penalty: 0,
        repetition_penalty: 2,
        frequency_penalty: 2,
      }),
    ).toBe(true);
  });
});
