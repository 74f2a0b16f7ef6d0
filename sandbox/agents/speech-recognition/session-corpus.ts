import type { ClientTool } from '../../../contract/agents/launch';

/**
 * The sentences a session's language model learns from, built from what the launch request says: the system
 * prompt, each client tool's name (split on _ and -), description, parameter names and enum values, and what
 * people say to a voice assistant anyway. Commands are phrased a few ways ("switch to the dark theme", "switch
 * theme to dark"); a string parameter without an enum takes the prompt's proper nouns ("weather in Paris").
 */
const CONVERSATION = [
  'hello',
  'hi there',
  'good morning',
  'good evening',
  'yes',
  'yes please',
  'no',
  'no thanks',
  'thank you',
  'thanks',
  'okay',
  'stop',
  'goodbye',
  'who are you',
  'can you hear me',
  'are you there',
  'what can you do',
  'can you help me',
  'could you do that now',
  'what time is it',
  'what is the time',
  'tell me the time',
];

type Property = { type?: string; enum?: unknown[] };

export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Capitalised words that do not start a sentence: the prompt's names of places, people and projects. */
export function properNouns(text: string): string[] {
  const names = [...text.matchAll(/(?<![.!?:\n]\s*|^\s*)\b[A-Z][a-z]+\b/g)].map((match) => match[0]);
  return [...new Set(names)];
}

function toolPhrasings(tool: ClientTool, names: string[]): string[] {
  const nameWords = tool.function.name.toLowerCase().split(/[_-]+/).filter(Boolean);
  const [verb = '', ...object] = nameWords;
  const rest = object.join(' ');
  const properties = Object.entries((tool.function.parameters?.properties ?? {}) as Record<string, Property>);
  // A tool with a required argument is only named with it: "open the project" alone would take the place of
  // "open the Meadow project" whenever the name was heard faintly.
  const needsArgument = (tool.function.parameters?.required ?? []).length > 0;
  const sentences = needsArgument
    ? []
    : [
        tool.function.description,
        nameWords.join(' '),
        `${verb} the ${rest}`,
        `${verb} my ${rest}`,
        `what is the ${rest}`,
      ];
  for (const [parameter, property] of properties) {
    sentences.push(`${nameWords.join(' ')} ${parameter.replace(/[_-]+/g, ' ')}`);
    const values = Array.isArray(property.enum)
      ? property.enum.filter((value): value is string => typeof value === 'string')
      : property.type === 'string' || !property.type
        ? names
        : [];
    for (const value of values) {
      sentences.push(
        `${verb} to the ${value} ${rest}`,
        `${verb} the ${rest} to ${value}`,
        `${verb} ${value}`,
        `${nameWords.join(' ')} ${value}`,
        `the ${rest} in ${value}`,
        `what is the ${rest} in ${value}`,
        `what is the ${rest} in ${value} today`,
        `${verb} the ${value} ${rest}`,
      );
    }
  }
  return sentences;
}

export function sessionCorpus(prompt: string, tools: ClientTool[]): string[][] {
  const names = [
    ...new Set([...properNouns(prompt), ...tools.flatMap((tool) => properNouns(tool.function.description))]),
  ];
  const promptSentences = prompt.split(/[.!?;:\n]+/);
  return [...CONVERSATION, ...promptSentences, ...tools.flatMap((tool) => toolPhrasings(tool, names))]
    .map(wordsOf)
    .filter((words) => words.length > 0);
}
