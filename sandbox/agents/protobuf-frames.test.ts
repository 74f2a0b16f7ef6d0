import { describe, expect, it } from 'vitest';
import { UndecodableFrame } from '../../server-common/socket-guard';
import { decodeFrame, encodeAudioFrame, encodeMessageFrame } from './protobuf-frames';

describe('pipecat protobuf frames', () => {
  it('encodes audio exactly as the client does and reads it back', () => {
    const pcm = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]);
    // The client's own bytes (docs/service-api.md#protobuf-frames):
    // `12 16 | 12 05 "audio" | 1a 08 <pcm> | 20 80 7d | 28 01`
    expect(encodeAudioFrame(pcm, 16000).toString('hex')).toBe(
      '1216' + '1205' + Buffer.from('audio').toString('hex') + '1a08' + pcm.toString('hex') + '20807d' + '2801',
    );
    const frame = decodeFrame(encodeAudioFrame(pcm, 24000));
    expect(frame).toEqual({ kind: 'audio', audio: pcm, sampleRate: 24000 });
  });

  it('wraps RTVI JSON in a MessageFrame, including long messages', () => {
    const json = JSON.stringify({ label: 'rtvi-ai', type: 'client-ready', id: 'abc', data: { text: 'x'.repeat(300) } });
    const bytes = encodeMessageFrame(json);
    expect(bytes[0]).toBe(0x22);
    expect(decodeFrame(bytes)).toEqual({ kind: 'message', data: json });
  });

  it('ignores frames it does not use', () => {
    expect(decodeFrame(Buffer.from([0x0a, 0x02, 0x08, 0x01]))).toEqual({ kind: 'other' });
  });

  it('refuses bytes that are not protobuf, as protobuf’s own parsers do, with UndecodableFrame', () => {
    const whole = encodeMessageFrame('{"label":"rtvi-ai"}');
    for (const bytes of [
      [0x07],
      [0x80],
      [0x0a],
      [0x0b],
      Array(10).fill(0xff),
      [0x22, 0x7f, 0x0a],
      [0x10, 0x01],
      [...whole.subarray(0, whole.length - 1)],
    ]) {
      expect(() => decodeFrame(Buffer.from(bytes)), Buffer.from(bytes).toString('hex')).toThrow(UndecodableFrame);
    }
  });
});
