/**
 * The WebSocket transport's wire format (pipecat-wire.md §3.1): one protobuf `Frame` per binary message, of which
 * the client uses `audio` (2: AudioRawFrame) and `message` (4: MessageFrame with the RTVI JSON). A hand-written
 * codec for these few fields; unknown fields are skipped.
 */
export type WireFrame = { kind: 'audio'; audio: Uint8Array; sampleRate: number } | { kind: 'message'; data: string } | { kind: 'other' };

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

const lengthDelimited = (field: number, payload: Uint8Array) => Buffer.concat([Buffer.from([(field << 3) | 2, ...varint(payload.length)]), payload]);
const varintField = (field: number, value: number) => Buffer.from([(field << 3) | 0, ...varint(value)]);

export function encodeAudioFrame(pcm: Uint8Array, sampleRate: number): Buffer {
  const inner = Buffer.concat([lengthDelimited(2, Buffer.from('audio')), lengthDelimited(3, pcm), varintField(4, sampleRate), varintField(5, 1)]);
  return lengthDelimited(2, inner);
}

export function encodeMessageFrame(json: string): Buffer {
  return lengthDelimited(4, lengthDelimited(1, Buffer.from(json, 'utf8')));
}

type Field = { number: number; wire: number; value: number | Uint8Array };

function* fields(bytes: Uint8Array): Generator<Field> {
  let offset = 0;
  const readVarint = () => {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new Error('truncated varint');
      result += (byte & 0x7f) * shift;
      if ((byte & 0x80) === 0) return result;
      shift *= 128;
    }
  };
  while (offset < bytes.length) {
    const key = readVarint();
    const number = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) yield { number, wire, value: readVarint() };
    else if (wire === 2) {
      const length = readVarint();
      yield { number, wire, value: bytes.subarray(offset, offset + length) };
      offset += length;
    } else if (wire === 1) offset += 8;
    else if (wire === 5) offset += 4;
    else throw new Error(`unsupported wire type ${wire}`);
  }
}

export function decodeFrame(bytes: Uint8Array): WireFrame {
  for (const field of fields(bytes)) {
    if (field.number === 2 && field.value instanceof Uint8Array) {
      let audio: Uint8Array = new Uint8Array();
      let sampleRate = 16000;
      for (const inner of fields(field.value)) {
        if (inner.number === 3 && inner.value instanceof Uint8Array) audio = inner.value;
        if (inner.number === 4 && typeof inner.value === 'number') sampleRate = inner.value;
      }
      return { kind: 'audio', audio, sampleRate };
    }
    if (field.number === 4 && field.value instanceof Uint8Array) {
      for (const inner of fields(field.value)) {
        if (inner.number === 1 && inner.value instanceof Uint8Array) return { kind: 'message', data: Buffer.from(inner.value).toString('utf8') };
      }
      return { kind: 'message', data: '' };
    }
  }
  return { kind: 'other' };
}
