import { encodeAudioFrame, encodeMessageFrame } from '../../sandbox/agents/protobuf-frames';
import { seededRandom } from '../../sandbox/audio/synthesis/seeded-random';

/**
 * Hostile frames for the fuzz test of the WebSocket servers: malformed, truncated, oversized and deeply nested,
 * among well-formed ones that keep a socket open (so one connection takes many). Deterministic for a seed.
 */
export type FuzzFrame = { data: Buffer | string; label: string };

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

export class SocketFuzzer {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private bytes(length: number): Buffer {
    return Buffer.from(Array.from({ length }, () => Math.floor(this.random() * 256)));
  }

  private truncated(whole: Buffer): Buffer {
    return whole.subarray(0, Math.floor(this.random() * whole.length));
  }

  /** One frame for an agent's socket (binary protobuf carrying RTVI JSON). */
  agentFrame(): FuzzFrame {
    const rtvi = (type: string, data: unknown) => JSON.stringify({ label: 'rtvi-ai', type, id: 'f', data });
    const roll = this.random();
    if (roll < 0.15) return { label: 'random bytes', data: this.bytes(1 + Math.floor(this.random() * 64)) };
    if (roll < 0.25)
      return {
        label: 'truncated frame',
        data: this.truncated(encodeMessageFrame(rtvi('client-message', { t: 'x', d: 'y'.repeat(300) }))),
      };
    if (roll < 0.3) return { label: 'text frame', data: this.pick(['hello', '{}', rtvi('client-ready', {})]) };
    if (roll < 0.35)
      return {
        label: 'deep JSON',
        data: encodeMessageFrame(
          rtvi('client-message', { t: 'x', d: 0 }).replace(
            '"d":0',
            `"d":${deep(this.pick([65, 1000, 10_000, 100_000]))}`,
          ),
        ),
      };
    if (roll < 0.37)
      return {
        label: 'oversized',
        data: Buffer.alloc(this.pick([1024 * 1024 + 9, 5 * 1024 * 1024, 20 * 1024 * 1024])),
      };
    if (roll < 0.5)
      return {
        label: 'audio',
        data: encodeAudioFrame(this.bytes(this.pick([1, 511, 512, 4096])), this.pick([16000, 0, 2 ** 32 - 1])),
      };
    if (roll < 0.6)
      return {
        label: 'not JSON',
        data: encodeMessageFrame(this.pick(['', 'null', '{"label":', 'x'.repeat(1000), '\u0000\uFFFF'])),
      };
    if (roll < 0.75)
      return {
        label: 'bad RTVI',
        data: encodeMessageFrame(
          rtvi(
            this.pick(['client-message', 'send-text', 'dtmf', 'nope', 'llm-function-call-result']),
            this.pick([null, 1, 'x', [], { t: 1 }, { content: 5 }, { buttons: ['x'] }]),
          ),
        ),
      };
    if (roll < 0.85)
      return {
        label: 'not RTVI',
        data: encodeMessageFrame(JSON.stringify({ label: 'other', type: 'client-ready', data: deep(20) })),
      };
    return {
      label: 'client-message',
      data: encodeMessageFrame(rtvi('client-message', { t: 'echo', d: JSON.parse(deep(this.pick([1, 10, 60]))) })),
    };
  }

  /** One message for a TTS socket (text JSON). */
  ttsFrame(): FuzzFrame {
    const generate = (extra: Record<string, unknown>) =>
      JSON.stringify({ context_id: 'c', transcript: '', voice: { id: 'samantha' }, continue: true, ...extra });
    const roll = this.random();
    if (roll < 0.15) return { label: 'random bytes', data: this.bytes(1 + Math.floor(this.random() * 64)) };
    if (roll < 0.25)
      return {
        label: 'truncated JSON',
        data: this.truncated(Buffer.from(generate({ transcript: 'Hello there' }))).toString('latin1'),
      };
    if (roll < 0.3)
      return {
        label: 'deep JSON',
        data: generate({ extra: 0 }).replace('"extra":0', `"extra":${deep(this.pick([65, 10_000, 100_000]))}`),
      };
    if (roll < 0.32)
      return {
        label: 'oversized',
        data: generate({ transcript: 'x'.repeat(this.pick([70_000, 1_100_000, 5_000_000])) }),
      };
    if (roll < 0.35) return { label: 'invalid UTF-8', data: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]) };
    if (roll < 0.7)
      return {
        label: 'invalid request',
        data: JSON.stringify(
          this.pick([
            null,
            1,
            [],
            { context_id: 5 },
            { cancel: 'yes' },
            { context_id: 'c', transcript: 'x'.repeat(5001), voice: { id: 'samantha' } },
            { context_id: 'c', transcript: 'a', voice: { id: 'samantha', sampling_params: { temperature: -1 } } },
          ]),
        ),
      };
    if (roll < 0.85)
      return { label: 'cancel', data: JSON.stringify({ context_id: this.pick(['c', 'd', '']), cancel: true }) };
    return { label: 'buffered text', data: generate({ transcript: 'no sentence end yet' }) };
  }
}
