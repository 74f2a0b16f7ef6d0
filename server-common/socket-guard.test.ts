import { describe, expect, it } from 'vitest';
import { parseBoundedJson } from './bounded-json';
import { guardMessages, UndecodableFrame } from './socket-guard';

/** A socket that records what the guard does with it. */
function fakeSocket() {
  let listener: (data: Uint8Array, isBinary: boolean) => void = () => undefined;
  const closes: Array<[number | undefined, string | undefined]> = [];
  const logs: Array<[string, object, string]> = [];
  const socket = {
    on: (_event: 'message', handle: typeof listener) => (listener = handle),
    close: (code?: number, reason?: string) => void closes.push([code, reason]),
  };
  const log = {
    error: (details: object, message: string) => void logs.push(['error', details, message]),
    warn: (details: object, message: string) => void logs.push(['warn', details, message]),
    debug: (details: object, message: string) => void logs.push(['debug', details, message]),
  };
  return { socket, log, closes, logs, deliver: (data: string) => listener(new TextEncoder().encode(data), false) };
}

describe('the socket guard', () => {
  it('drops only the socket whose handler failed, with one error line naming the route, and reads nothing more', () => {
    const fake = fakeSocket();
    const handled: string[] = [];
    guardMessages(fake.socket, { route: '/r', log: fake.log, maxBytes: 100 }, (data) => {
      handled.push(new TextDecoder().decode(data));
      throw new TypeError('boom');
    });
    expect(() => fake.deliver('a')).not.toThrow();
    fake.deliver('b');
    expect(handled).toEqual(['a']);
    expect(fake.closes).toEqual([[1011, 'Internal error']]);
    expect(fake.logs).toEqual([
      ['error', { route: '/r', err: 'TypeError: boom' }, 'socket message handler failed; socket closed'],
    ]);
  });

  it('closes with the frame’s own code after telling the client, and refuses a frame over the limit (1009)', () => {
    const fake = fakeSocket();
    const refused: string[] = [];
    guardMessages(
      fake.socket,
      {
        route: '/r',
        log: fake.log,
        maxBytes: 4,
        refuse: (error) => void refused.push(`${error.status} ${error.message}`),
      },
      () => {
        throw new UndecodableFrame('no', 1003);
      },
    );
    fake.deliver('12345');
    expect(fake.closes).toEqual([[1009, 'Message larger than 4 bytes']]);
    expect(refused).toEqual(['413 Message larger than 4 bytes']);
    const other = fakeSocket();
    guardMessages(other.socket, { route: '/r', log: other.log, maxBytes: 4 }, () => {
      throw new UndecodableFrame('no', 1003);
    });
    other.deliver('1');
    expect(other.closes).toEqual([[1003, 'no']]);
  });

  it('parses JSON up to the depth limit in one pass, ignoring brackets inside strings', () => {
    expect(parseBoundedJson(`${'['.repeat(64)}${']'.repeat(64)}`)).toBeInstanceOf(Array);
    expect(parseBoundedJson(JSON.stringify({ text: '['.repeat(1000) + '"\\' }))).toEqual({
      text: '['.repeat(1000) + '"\\',
    });
    expect(() => parseBoundedJson(`${'['.repeat(65)}${']'.repeat(65)}`)).toThrow(UndecodableFrame);
    expect(() => parseBoundedJson('{"a":')).toThrow(SyntaxError);
  });
});
