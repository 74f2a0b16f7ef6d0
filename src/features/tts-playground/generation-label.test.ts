import { describe, expect, it } from 'vitest';
import { generationLabel } from './generation-label';

describe('generationLabel', () => {
  it('takes the first whole words that fit in 40 characters, without punctuation', () => {
    expect(generationLabel('Good morning. This is the studio speaking.')).toBe(
      'Good morning This is the studio speaking',
    );
    expect(generationLabel('The first sentence arrives quickly. The second one follows it.')).toBe(
      'The first sentence arrives quickly The',
    );
  });

  it('cuts a single overlong word and names empty text "Speech"', () => {
    expect(generationLabel('a'.repeat(50))).toBe('a'.repeat(40));
    expect(generationLabel(' …! ')).toBe('Speech');
  });
});
