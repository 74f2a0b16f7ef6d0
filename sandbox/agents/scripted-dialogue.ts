import type { ClientTool } from '../../contract/agents/launch';

/**
 * The sandbox agent's "language model": a scripted dialogue that follows the persona of its prompt, answers
 * what was typed, and calls a declared client tool when the user's words name it. Honest about what it cannot
 * do: it has no speech recognizer, so speech gets a reply about speech, not invented words.
 */
export type ToolCall = { tool: ClientTool; arguments: Record<string, unknown> };

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The declared tool whose name (split on _ and -) or description's key words appear in the text. */
export function matchTool(text: string, tools: ClientTool[]): ToolCall | null {
  const said = new Set(words(text));
  for (const tool of tools) {
    const nameWords = tool.function.name.toLowerCase().split(/[_-]+/).filter((word) => word.length > 3 && !['get', 'set', 'the'].includes(word));
    if (nameWords.some((word) => said.has(word))) return { tool, arguments: argumentsFor(tool, text) };
  }
  return null;
}

/** Arguments that satisfy the tool's schema, read from the text: "in <Place>" for places, numbers, else the text. */
export function argumentsFor(tool: ClientTool, text: string): Record<string, unknown> {
  const properties = tool.function.parameters?.properties ?? {};
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.type === 'number' || property.type === 'integer') {
      const number = /-?\d+(\.\d+)?/.exec(text);
      args[name] = number ? Number(number[0]) : 0;
    } else if (property.type === 'boolean') {
      args[name] = !/\b(no|not|off|false)\b/i.test(text);
    } else {
      const place = /\b(?:in|at|for|near)\s+([\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)*)/u.exec(text);
      args[name] = place?.[1] ?? text.trim();
    }
  }
  return args;
}

export function replyToText(text: string, persona: string): string {
  if (/\b(hello|hi|hey|good (morning|afternoon|evening))\b/i.test(text)) return `Hello! I'm the ${persona}. How can I help you today?`;
  if (/\bwho are you\b/i.test(text)) return `I'm the ${persona}, a scripted sandbox agent. Type to me, or speak and I'll tell you what I heard.`;
  return `You said: ${text.trim()}. I'm the ${persona}; the sandbox answers from a script, so that is all I can add.`;
}

export function replyToSpeech(seconds: number): string {
  return `I heard you speak for ${seconds.toFixed(1)} seconds. The sandbox has no speech recognizer, so please type what you said.`;
}

export function replyWithToolResult(call: ToolCall, result: unknown): string {
  const summary = typeof result === 'string' ? result : JSON.stringify(result);
  return `${call.tool.function.name.replace(/[_-]+/g, ' ')} says: ${summary.slice(0, 300)}`;
}
