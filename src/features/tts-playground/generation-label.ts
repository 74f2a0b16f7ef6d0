import { NAME_MAX } from '../../../contract/gateway/common';

/** A recording label the gateway takes (api-facts: letters, digits, spaces and hyphens, at most 40) from any text. */
export function generationLabel(text: string): string {
  const clean = text
    .replace(/[^a-zA-Z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return clean || 'Speech';
}
