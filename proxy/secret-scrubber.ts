import { Transform, type TransformCallback } from 'node:stream';

/**
 * The last guard that keeps the server's keys out of what the proxy sends or logs: every occurrence of a key is
 * overwritten with `*` of the same length, so a Content-Length stays right. An upstream has no reason to echo a
 * key, but one that does (a debug page, an error quoting the request) must not hand it to the browser.
 */
export class SecretScrubber {
  private readonly secrets: Buffer[];

  constructor(secrets: string[]) {
    this.secrets = [...new Set(secrets.filter((secret) => secret.length > 0))].map((secret) => Buffer.from(secret));
  }

  /** Masks every key in the buffer, in place. */
  maskBuffer(buffer: Buffer): Buffer {
    for (const secret of this.secrets) {
      for (let at = buffer.indexOf(secret); at !== -1; at = buffer.indexOf(secret, at + secret.length)) {
        buffer.fill(0x2a, at, at + secret.length);
      }
    }
    return buffer;
  }

  maskText(text: string): string {
    let masked = text;
    for (const secret of this.secrets) masked = masked.replaceAll(secret.toString(), '*'.repeat(secret.length));
    return masked;
  }

  /**
   * A stream that masks keys even when one is split across chunks. It holds back only the end of a chunk that
   * could be the start of a key (usually nothing), so streamed JSON lines still leave as soon as they arrive.
   */
  stream(): Transform {
    let tail = Buffer.alloc(0);
    return new Transform({
      transform: (chunk: Buffer, _encoding, done: TransformCallback) => {
        const buffer = this.maskBuffer(tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk);
        const cut = buffer.length - this.partialKeyAtEnd(buffer);
        tail = Buffer.from(buffer.subarray(cut));
        done(null, cut > 0 ? buffer.subarray(0, cut) : undefined);
      },
      flush: (done: TransformCallback) => done(null, tail.length > 0 ? tail : undefined),
    });
  }

  /** Length of the longest end of `buffer` that is the beginning of a key (0 when none is). */
  private partialKeyAtEnd(buffer: Buffer): number {
    let longest = 0;
    for (const secret of this.secrets) {
      for (let length = Math.min(secret.length - 1, buffer.length); length > longest; length--) {
        if (buffer.subarray(buffer.length - length).equals(secret.subarray(0, length))) {
          longest = length;
          break;
        }
      }
    }
    return longest;
  }
}
