import type { ClientTool } from '../../contract/agents/launch';

/**
 * The sandbox agent's "language model": a scripted dialogue that follows the persona of its prompt, answers
 * what was typed or heard, and calls a declared client tool when the user's words name it. Honest about what it
 * cannot do: speech it could not recognise gets a reply about speech, not invented words.
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
    const nameWords = tool.function.name
      .toLowerCase()
      .split(/[_-]+/)
      .filter((word) => word.length > 3 && !['get', 'set', 'the'].includes(word));
    if (nameWords.some((word) => said.has(word))) return { tool, arguments: argumentsFor(tool, text) };
  }
  return null;
}

type Property = { type: string; enum?: unknown[]; items?: { type?: string } };

/** A value of the property's JSON Schema type read from the text: an enum member it names, a number, a place, else the text. */
function valueFor(property: Property, text: string): unknown {
  if (Array.isArray(property.enum) && property.enum.length > 0) {
    const said = new Set(words(text));
    return (
      property.enum.find((option) => typeof option === 'string' && words(option).every((word) => said.has(word))) ??
      property.enum[0]
    );
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
  if (/\b(hello|hi|hey|good (morning|afternoon|evening))\b/i.test(text))
    return `Hello! I'm ${persona}. How can I help you today?${context}`;
  if (/\bwho are you\b/i.test(text))
    return `I'm ${persona}, a scripted sandbox agent. Type to me, or speak and I'll tell you what I heard.${context}`;
  return `You said: ${text.trim()}.${context} I'm ${persona}; the sandbox answers from a script, so that is all I can add.`;
}

/** What the agent says to a spoken turn whose words are unknown: the voice's language has no model, or none loaded. */
export function replyToSpeech(seconds: number, why: 'language' | 'unavailable'): string {
  const reason = why === 'language' ? 'only recognises English speech' : 'has no speech recognizer installed';
  return `I heard you speak for ${seconds.toFixed(1)} seconds. The sandbox ${reason}, so please type what you said.`;
}

/** The reply to a spoken turn the recognizer found no words in. */
export const NOT_CAUGHT = "I didn't catch that. Could you say it again?";

type Fields = Record<string, unknown>;

/** "a", "a and b", "a, b and c". */
const listed = (items: unknown[]) =>
  items.length <= 1
    ? items.map(spoken).join('')
    : `${items.slice(0, -1).map(spoken).join(', ')} and ${spoken(items.at(-1))}`;

/** A value as words: yes/no for booleans, lists joined, objects as their fields. */
function spoken(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : listed(value);
  if (value && typeof value === 'object') return fieldsSaid(value as Fields);
  return String(value);
}

/** Machine fields (ids, links, ISO stamps) are left to the tool-calls log when a result has words besides. */
const MACHINE_FIELD = /(^id$|_id$|url$|^iso$)/;

function fieldsSaid(fields: Fields): string {
  const entries = Object.entries(fields).filter(([, value]) => value !== null && value !== undefined);
  const worded = entries.filter(([key]) => !MACHINE_FIELD.test(key));
  return (worded.length > 0 ? worded : entries)
    .map(([key, value]) => `${key.replace(/[_-]+/g, ' ')} ${spoken(value)}`)
    .join(', ');
}

/** Sentences for the shapes the studio's ready tools answer with; anything else is said field by field. */
const SHAPES: Array<(result: Fields) => string | null> = [
  (r) => (typeof r.error === 'string' ? `That did not work: ${r.error.replace(/\.$/, '')}.` : null),
  (r) =>
    typeof r.local === 'string'
      ? `It is ${r.local}${typeof r.time_zone === 'string' ? `, ${r.time_zone} time` : ''}.`
      : null,
  (r) => (typeof r.theme === 'string' ? `Done: the studio is now in the ${r.theme} theme.` : null),
  (r) => (typeof r.opened === 'string' ? `I have opened ${r.opened} for you.` : null),
  (r) =>
    Array.isArray(r.projects)
      ? r.projects.length === 0
        ? 'You have no projects yet.'
        : `You have ${r.projects.length} project${r.projects.length === 1 ? '' : 's'}: ${listed(r.projects)}.`
      : null,
];

/**
 * What the agent says after a client tool answered: a sentence built from the result, as a model would phrase
 * it, never the raw JSON (the client's tool-calls log shows that).
 */
export function replyWithToolResult(call: ToolCall, result: unknown): string {
  const tool = call.tool.function.name.replace(/[_-]+/g, ' ');
  if (result === null || result === undefined || result === '') return `Done: ${tool}.`;
  if (typeof result !== 'object' || Array.isArray(result))
    return `${tool[0]!.toUpperCase()}${tool.slice(1)}: ${spoken(result).slice(0, 300)}.`;
  for (const shape of SHAPES) {
    const sentence = shape(result as Fields);
    if (sentence) return sentence;
  }
  const said = fieldsSaid(result as Fields);
  return said ? `Done: ${tool}, ${said.slice(0, 300)}.` : `Done: ${tool}.`;
}
