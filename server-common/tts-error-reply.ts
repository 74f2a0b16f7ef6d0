/** Room an error reply always has, even when the message that caused it was shorter: a sentence and a status. */
export const ERROR_REPLY_FLOOR_BYTES = 256;

/**
 * The TTS socket's error message, `{type:"error", error, status_code, context_id?}`, never larger than the
 * message that caused it (or ERROR_REPLY_FLOOR_BYTES): a client that sends invalid messages without reading
 * must not make the server write more than it was sent. The text is cut (ending in "…") to fit; the context id
 * is kept, since the client needs it and it came in the message, so it fits.
 */
export function ttsErrorReply(
  error: string,
  statusCode: number,
  contextId: string | undefined,
  causeBytes = 0,
): string {
  const budget = Math.max(ERROR_REPLY_FLOOR_BYTES, causeBytes);
  const reply = (text: string, id: string | undefined) =>
    JSON.stringify({ type: 'error', error: text, status_code: statusCode, ...(id ? { context_id: id } : {}) });
  const id = contextId && Buffer.byteLength(reply('…', contextId)) <= budget ? contextId : undefined;
  let text = error;
  let encoded = reply(text, id);
  while (Buffer.byteLength(encoded) > budget) {
    const over = Buffer.byteLength(encoded) - budget;
    text = text.slice(0, Math.max(0, text.length - Math.max(over, 1) - 1));
    encoded = reply(`${text}…`, id);
  }
  return encoded;
}
