import { describe, expect, it } from 'vitest';
import { ChatHistory, MAX_HISTORY_CHARACTERS } from './chat-history';

describe('ChatHistory', () => {
  it('keeps the system prompt and pushes the oldest turns out past MAX_HISTORY_CHARACTERS', () => {
    const history = new ChatHistory('Be brief.');
    const turn = 'a'.repeat(MAX_HISTORY_CHARACTERS / 4);
    for (let i = 0; i < 10; i++) history.add({ role: i % 2 ? 'assistant' : 'user', content: `${i}${turn}` });
    const messages = history.messages;
    expect(messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(messages.slice(1).map((message) => message.content![0])).toEqual(['7', '8', '9']);
    expect(history.fits('x'.repeat(MAX_HISTORY_CHARACTERS / 4 - 3))).toBe(true);
    expect(history.fits('x'.repeat(MAX_HISTORY_CHARACTERS / 4))).toBe(false);
  });
});
