import type { ChatMessage } from './chat-model';

/**
 * Characters an agent's conversation may hold besides its system prompt: room for a long talk (a language
 * model's context is smaller still), far below what a client could otherwise pile up with send-text
 * (600 × 1 MB with run_immediately false held 715 MB).
 */
export const MAX_HISTORY_CHARACTERS = 100_000;

const sizeOf = (message: ChatMessage) =>
  'tool_calls' in message ? JSON.stringify(message.tool_calls).length : message.content.length;

/**
 * The conversation so far, bounded. A client's own text that would pass the bound is refused (the caller says
 * so), since dropping what the client asked the agent to keep in mind would be silent; the agent's own turns
 * (replies, tool results, heard speech) push the oldest turns out instead, so a long talk goes on.
 */
export class ChatHistory {
  private readonly system: ChatMessage;
  private readonly turns: ChatMessage[] = [];
  private characters = 0;

  constructor(prompt: string) {
    this.system = { role: 'system', content: prompt };
  }

  get messages(): ChatMessage[] {
    return [this.system, ...this.turns];
  }

  /** Whether `text` fits within the bound. */
  fits(text: string): boolean {
    return this.characters + text.length <= MAX_HISTORY_CHARACTERS;
  }

  add(message: ChatMessage): void {
    this.turns.push(message);
    this.characters += sizeOf(message);
    while (this.characters > MAX_HISTORY_CHARACTERS && this.turns.length > 1)
      this.characters -= sizeOf(this.turns.shift()!);
  }
}
