import type { ClientTool } from '../../contract/agents/launch';

/**
 * The sandbox agent's "language model": a scripted dialogue that follows the persona of its prompt, answers
 * what was typed, and calls a declared client tool when the user's words name it. Honest about what it cannot
 * do: it has no speech recognizer, so speech gets a reply about speech, not invented words.
 */
export type ToolCall = { tool: ClientTool; arguments: Record<string, unknown> };

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Who the prompt says the agent is ("You are the weather desk…" → "the weather desk"); a generic one otherwise. */
export function personaOf(prompt: string): string {
  const match = /\byou are\s+((?:an?|the)\s+)?([^.,;:!?\n]{2,60})/i.exec(prompt);
  if (!match) return 'a sandbox assistant';
  const name = match[2]!.trim();
  return match[1] ? `${match[1].trim().toLowerCase()} ${name}` : name;
}

/** The declared tool whose name (split on _ and -) appears in the text. */
export function matchTool(text: string, tools: ClientTool[]): ToolCall | null {
  const said = new Set(words(text));
  for (const tool of tools) {
    const nameWords = tool.function.name.toLowerCase().split(/[_-]+/).filter((word) => word.length > 3 && !['get', 'set', 'the'].includes(word));
    if (nameWords.some((word) => said.has(word))) return { tool, arguments: argumentsFor(tool, text) };
  }
  return null;
}

type Property = { type: string; enum?: unknown[]; items?: { type?: string } };

/** A value of the property's JSON Schema type read from the text: an enum member it names, a number, a place, else the text. */
function valueFor(property: Property, text: string): unknown {
  if (Array.isArray(property.enum) && property.enum.length > 0) {
    const said = new Set(words(text));
    return property.enum.find((option) => typeof option === 'string' && words(option).every((word) => said.has(word))) ?? property.enum[0];
  }
  switch (property.type) {
    case 'number':
    case 'integer': {
      const number = /-?\d+(\.\d+)?/.exec(text);
      const value = number ? Number(number[0]) : 0;
      return property.type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return !/\b(no|not|off|false)\b/i.test(text);
    case 'array':
      return property.items?.type ? [valueFor({ type: property.items.type }, text)] : [];
    case 'object':
      return {};
    case 'null':
      return null;
    default: {
      const place = /\b(?:in|at|for|near)\s+([\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)*)/u.exec(text);
      return place?.[1] ?? text.trim();
    }
  }
}

/** Arguments for every declared property (so every required one is there), each of its schema's type. */
export function argumentsFor(tool: ClientTool, text: string): Record<string, unknown> {
  const properties = (tool.function.parameters?.properties ?? {}) as Record<string, Property>;
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, text)]));
}

/** A reply to typed text; `noted` is what the user added earlier without asking for a reply (run_immediately false). */
export function replyToText(text: string, persona: string, noted: string[] = []): string {
  const context = noted.length > 0 ? ` Earlier you added: ${noted.join('; ')}.` : '';
  if (/\b(hello|hi|hey|good (morning|afternoon|evening))\b/i.test(text)) return `Hello! I'm ${persona}. How can I help you today?${context}`;
  if (/\bwho are you\b/i.test(text)) return `I'm ${persona}, a scripted sandbox agent. Type to me, or speak and I'll tell you what I heard.${context}`;
  return `You said: ${text.trim()}.${context} I'm ${persona}; the sandbox answers from a script, so that is all I can add.`;
}

export function replyToSpeech(seconds: number): string {
  return `I heard you speak for ${seconds.toFixed(1)} seconds. The sandbox has no speech recognizer, so please type what you said.`;
}

export function replyWithToolResult(call: ToolCall, result: unknown): string {
  const summary = typeof result === 'string' ? result : JSON.stringify(result);
  return `${call.tool.function.name.replace(/[_-]+/g, ' ')} says: ${summary.slice(0, 300)}`;
}
