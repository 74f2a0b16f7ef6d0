/**
 * Text over a field's limit is never cut (a pasted paragraph is kept whole, nothing silently lost): the field
 * shows a counter and says how much is too much, and its form refuses to send until it fits.
 */
export const overLimit = (value: string, limit: number | undefined) => limit !== undefined && value.length > limit;

export function limitMessage(value: string, limit: number): string | undefined {
  const extra = value.length - limit;
  return extra > 0 ? `Too long by ${extra} character${extra === 1 ? '' : 's'}: at most ${limit}` : undefined;
}
