/**
 * Joins pieces of a signal (decoded blocks, synthesized sentences, streamed chunks) into one, as `kind` (the
 * piece itself when there is only one). Pure, so the studio and the sandbox share it.
 */
export function concatSamples<T extends Float32Array | Int16Array>(parts: T[], kind: new (length: number) => T): T {
  if (parts.length === 1) return parts[0]!;
  const out = new kind(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
