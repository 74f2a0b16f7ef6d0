/**
 * Text over a field's limit is never cut (a pasted paragraph is kept whole, nothing silently lost): the field
 * shows a counter and says how much is too much, and its form refuses to send until it fits.
 */
export const overLimit = (value: string, limit: number | undefined) => limit !== undefined && value.length > limit;

export function limitMessage(value: string, limit: number): string | undefined {
  const extra = value.length - limit;
  return extra > 0 ? `Too long by ${extra} character${extra === 1 ? '' : 's'}: at most ${limit}` : undefined;
}

/**
 * What a text field with an optional limit says under itself: the given error, else how much is too much; the
 * counter joined to the hint; and whether that line is shown as a warning.
 */
export function limitFeedback(
  value: string,
  limit: number | undefined,
  said: { error?: string | undefined; hint?: string | undefined },
) {
  const counter = limit !== undefined ? `${value.length}/${limit} characters` : undefined;
  return {
    error: said.error ?? (limit !== undefined ? limitMessage(value, limit) : undefined),
    hint: [counter, said.hint].filter(Boolean).join('; ') || undefined,
    hintAlert: overLimit(value, limit),
  };
}
