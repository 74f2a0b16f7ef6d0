import { readFile } from 'node:fs/promises';
import { MODEL_DIR } from './pocketsphinx';

/** Word → its dictionary lines ("word PH ON ES", "word(2) …" for a variant), read once from the model's CMUdict. */
let entries: Promise<Map<string, string[]>> | null = null;

async function read(): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  for (const line of (await readFile(`${MODEL_DIR}/cmudict-en-us.dict`, 'utf8')).split('\n')) {
    const word = /^([^\s(]+)(\(\d+\))?\s/.exec(line)?.[1];
    if (word) map.set(word, [...(map.get(word) ?? []), line.trim()]);
  }
  return map;
}

/** A dictionary holding only the words given that the model knows: the session's, and a few kilobytes to load. */
export async function dictionaryFor(words: Iterable<string>): Promise<{ known: Set<string>; text: string }> {
  entries ??= read();
  const all = await entries;
  const known = new Set([...words].filter((word) => all.has(word)));
  return { known, text: [...known].flatMap((word) => all.get(word)!).join('\n') + '\n' };
}
