/** What only a WAV header reader or writer spells out: the RIFF container's tags. */
const WAV_TAGS = new Set(['RIFF', 'WAVE']);
/** Per-sample reads and writes of the PCM encodings (16-bit and float, little- or big-endian). */
const SAMPLE_ACCESS = /^(?:(?:set|get)(?:Int16|Float32)|(?:write|read)(?:Int16|Float)(?:LE|BE))$/;

/**
 * docs/architecture.md#import-rules: pure audio formats (WAV, PCM, μ-law) have one home, audio-formats/, that the
 * studio and the sandbox both import. A WAV tag or a per-sample PCM read/write anywhere else is a second codec in the
 * making. The config scopes the rule (tests and the helpers that forge hostile files are exempt).
 */
export const codecHome = {
  meta: {
    type: 'problem',
    docs: { description: 'WAV headers and PCM samples are read and written in audio-formats/ only' },
    schema: [],
    messages: {
      wav: 'WAV headers are read and written in audio-formats/ (wav-file.ts, wav-header.ts): import them from there.',
      pcm: 'PCM samples are encoded and decoded in audio-formats/ (pcm-encodings.ts, s16le-stream-reader.ts): import them from there.',
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && WAV_TAGS.has(node.value)) context.report({ node, messageId: 'wav' });
      },
      'CallExpression > MemberExpression.callee'(node) {
        if (node.property.type === 'Identifier' && SAMPLE_ACCESS.test(node.property.name))
          context.report({ node, messageId: 'pcm' });
      },
      // 16-bit samples decoded by hand: a sign extension of two bytes (`(x << 16) >> 16`) or a scale to −1..1.
      BinaryExpression(node) {
        const by = (expression, value) => expression.type === 'Literal' && expression.value === value;
        const signExtension =
          node.operator === '>>' &&
          by(node.right, 16) &&
          node.left.type === 'BinaryExpression' &&
          node.left.operator === '<<' &&
          by(node.left.right, 16);
        if (signExtension || (node.operator === '/' && by(node.right, 32768)))
          context.report({ node, messageId: 'pcm' });
      },
    };
  },
};
