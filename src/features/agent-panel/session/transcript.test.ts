import { describe, expect, it } from 'vitest';
import { addBotOutput, addUserTranscript, beginReply, type TranscriptLine } from './transcript';

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

describe('turns and their replies', () => {
  const said = (lines: TranscriptLine[]) =>
    lines.map((line) => (line.role === 'user' ? `You: ${line.text}` : `Agent: ${line.spoken}${line.unspoken}`));
  const reply = (lines: TranscriptLine[], text: string, segment: number) =>
    addBotOutput(beginReply(lines), { text, segment_id: segment, spoken_status: 'completed' });

  it('keeps each turn with its own answer when a spoken turn follows a typed one before the first answer', () => {
    let lines = addUserTranscript([], { text: 'What time is it?', final: true });
    lines = addUserTranscript(lines, { text: '[speech, 2.9 s]', final: true });
    lines = reply(lines, 'It is noon.', 1);
    lines = reply(lines, 'You spoke for 2.9 s.', 2);
    expect(said(lines)).toEqual([
      'You: What time is it?',
      'Agent: It is noon.',
      'You: [speech, 2.9 s]',
      'Agent: You spoke for 2.9 s.',
    ]);
  });

  it('keeps a reply in several segments together, and a turn being spoken after it', () => {
    let lines = addUserTranscript([], { text: 'Hello', final: true });
    lines = beginReply(lines);
    lines = addBotOutput(lines, { text: 'Hi.', segment_id: 1, spoken_status: 'completed' });
    lines = addUserTranscript(lines, { text: 'and', final: false });
    lines = addBotOutput(lines, { text: 'How are you?', segment_id: 2, spoken_status: 'new' });
    expect(said(lines)).toEqual(['You: Hello', 'Agent: Hi.', 'Agent: How are you?', 'You: and']);
  });

  it('a typed note that waits for the next turn takes no reply away from that turn', () => {
    let lines = addUserTranscript([], { text: 'Remember: blue', final: true }, false);
    lines = addUserTranscript(lines, { text: 'Which colour?', final: true });
    lines = reply(lines, 'Blue.', 1);
    expect(said(lines)).toEqual(['You: Remember: blue', 'You: Which colour?', 'Agent: Blue.']);
  });
});
