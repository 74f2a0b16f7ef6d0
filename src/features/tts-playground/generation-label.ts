import { NAME_MAX } from '@contract/gateway/common';

/**
 * A recording label from a transcript's first words, as the gateway takes it (docs/service-api.md#recordings: letters,
 * digits, spaces and hyphens, at most 40): whole words only, so a long transcript does not end its name mid-word.
 */
export function generationLabel(text: string): string {
  const words = text
    .replace(/[^a-zA-Z0-9 -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let label = '';
  for (const word of words) {
    const next = label ? `${label} ${word}` : word;
    if (next.length > NAME_MAX) break;
    label = next;
  }
  return label || words[0]?.slice(0, NAME_MAX) || 'Speech';
}
