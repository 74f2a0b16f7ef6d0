import { createHash } from 'node:crypto';

/** A name-based (version 5 style) UUID, so catalogue ids stay the same across restarts and machines. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`voice-studio-sandbox:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
