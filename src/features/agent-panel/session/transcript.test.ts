import { describe, expect, it } from 'vitest';
import { addBotOutput, addUserTranscript } from './transcript';

describe('transcript', () => {
  it('replaces a user partial with the next partial and closes the line on the final text', () => {
    let lines = addUserTranscript([], { text: 'hel', final: false });
    lines = addUserTranscript(lines, { text: 'hello the', final: false });
    lines = addUserTranscript(lines, { text: 'hello there', final: true });
    lines = addUserTranscript(lines, { text: 'again', final: false });
    expect(lines.map((line) => (line.role === 'user' ? [line.text, line.final] : null))).toEqual([
      ['hello there', true],
      ['again', false],
    ]);
  });

  it('moves bot text from not-yet-spoken to spoken as the segment progresses', () => {
    let lines = addBotOutput([], {
      text: 'Hi there.',
      segment_id: 1,
      will_be_spoken: true,
      spoken_status: 'new',
      spoken_progress: { accumulated_text: '', remaining_text: 'Hi there.' },
    });
    expect(lines[0]).toMatchObject({ spoken: '', unspoken: 'Hi there.' });
    lines = addBotOutput(lines, {
      text: 'Hi',
      segment_id: 1,
      will_be_spoken: true,
      spoken_status: 'in-progress',
      spoken_progress: { accumulated_text: 'Hi', remaining_text: 'there.' },
    });
    expect(lines[0]).toMatchObject({ spoken: 'Hi', unspoken: 'there.' });
    lines = addBotOutput(lines, {
      text: 'Hi there.',
      segment_id: 1,
      will_be_spoken: true,
      spoken_status: 'completed',
      spoken_progress: { accumulated_text: 'Hi there.', remaining_text: '' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ spoken: 'Hi there.', unspoken: '' });
  });

  it('shows text that will not be spoken whole, and a completed segment that had no "new"', () => {
    const lines = addBotOutput(addBotOutput([], { text: 'Typed reply', segment_id: 2, will_be_spoken: false }), {
      text: 'Late',
      segment_id: 3,
      spoken_status: 'completed',
    });
    expect(lines).toMatchObject([
      { role: 'bot', spoken: 'Typed reply', voiced: false },
      { role: 'bot', spoken: 'Late', unspoken: '', voiced: true },
    ]);
  });
});
