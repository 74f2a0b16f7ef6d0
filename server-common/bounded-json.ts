import { UndecodableFrame } from './socket-guard';

/**
 * How deep a message read from a socket may nest. The protocols' own messages nest three levels (an RTVI envelope,
 * its data, send-text's options; a TTS request, its voice, the sampling params); only the free payloads of
 * `client-message` and tool results go deeper, and a client's own objects rarely pass a dozen. 64 leaves room for
 * those, while V8's recursive JSON.stringify of a reply (and pipecat's Python server, whose recursion limit is
 * 1,000) fail far deeper: 10,000 levels overflowed the stack of the whole process.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * JSON.parse behind a depth check: one linear pass over the text (skipping strings) before the parse, so a deep
 * message costs no more than its length. Malformed JSON throws SyntaxError as JSON.parse does; a message nested
 * deeper than `maxDepth` throws UndecodableFrame (1007), which closes the socket.
 */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) throw new UndecodableFrame(`JSON nested deeper than ${maxDepth} levels`);
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return JSON.parse(text);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A message of a JSON-only socket (the TTS protocol: "all frames are text JSON"), from text or binary frames
 * alike: bytes that are not UTF-8, not JSON, or nested too deep cannot be read, so the socket closes (1007).
 */
export function parseJsonFrame(data: Uint8Array): unknown {
  try {
    return parseBoundedJson(utf8.decode(data));
  } catch (error) {
    if (error instanceof UndecodableFrame) throw error;
    throw new UndecodableFrame('Messages must be JSON');
  }
}
