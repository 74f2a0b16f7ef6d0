/**
 * A JSGF grammar for PocketSphinx: one of the session's sentences, politely wrapped ("please …", "tell me …",
 * "… now"). Closed on purpose: a free loop of the same words, even weighted low, won over the sentences and
 * filled the commands with short words ("switch could are theme"), while the sentences alone come back whole.
 * Speech outside them decodes to the nearest sentence or to nothing.
 */
export function commandGrammar(sentences: string[][], vocabulary: Set<string>): string {
  const known = sentences.filter((sentence) => sentence.every((word) => vocabulary.has(word)));
  const unique = [...new Set(known.map((sentence) => sentence.join(' ')))];
  return [
    '#JSGF V1.0;',
    'grammar commands;',
    `<sentence> = ${unique.map((sentence) => `( ${sentence} )`).join(' | ')};`,
    'public <utterance> = [ please | can you | could you | tell me ] <sentence> [ please | now ];',
    '',
  ].join('\n');
}
