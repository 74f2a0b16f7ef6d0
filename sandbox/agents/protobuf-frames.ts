import { UndecodableFrame } from '../../server-common/socket-guard';

/**
 * The WebSocket transport's wire format (docs/service-api.md#protobuf-frames): one protobuf `Frame` per binary message,
 * of which the client uses `audio` (2: AudioRawFrame) and `message` (4: MessageFrame with the RTVI JSON). A
 * hand-written codec for these few fields; unknown fields are skipped, and bytes that are not protobuf throw
 * UndecodableFrame, which closes the socket that sent them (1007), never the process.
 */
export type WireFrame =
  { kind: 'audio'; audio: Uint8Array; sampleRate: number } | { kind: 'message'; data: string } | { kind: 'other' };

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

const lengthDelimited = (field: number, payload: Uint8Array) =>
  Buffer.concat([Buffer.from([(field << 3) | 2, ...varint(payload.length)]), payload]);
const varintField = (field: number, value: number) => Buffer.from([(field << 3) | 0, ...varint(value)]);

export function encodeAudioFrame(pcm: Uint8Array, sampleRate: number): Buffer {
  const inner = Buffer.concat([
    lengthDelimited(2, Buffer.from('audio')),
    lengthDelimited(3, pcm),
    varintField(4, sampleRate),
    varintField(5, 1),
  ]);
  return lengthDelimited(2, inner);
}

export function encodeMessageFrame(json: string): Buffer {
  return lengthDelimited(4, lengthDelimited(1, Buffer.from(json, 'utf8')));
}

type Field = { number: number; wire: number; value: number | Uint8Array };

/** A varint has at most 10 bytes (64 bits); a longer one is not protobuf. */
const MAX_VARINT_BYTES = 10;

/**
 * The fields of one message, checked as protobuf's own parsers check them: field numbers from 1, varints of at most
 * ten bytes, lengths and fixed-size values that end inside the bytes, and only the wire types proto3 uses (0, 1, 2, 5;
 * the deprecated groups, 3 and 4, and the undefined 6 and 7 are refused).
 */
function* fields(bytes: Uint8Array): Generator<Field> {
  let offset = 0;
  const readVarint = () => {
    let result = 0;
    let shift = 1;
    for (let read = 0; read < MAX_VARINT_BYTES; read++) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new UndecodableFrame('truncated varint');
      result += (byte & 0x7f) * shift;
      if ((byte & 0x80) === 0) return result;
      shift *= 128;
    }
    throw new UndecodableFrame('varint longer than ten bytes');
  };
  const skip = (length: number) => {
    if (length > bytes.length - offset) throw new UndecodableFrame('field runs past the end of the frame');
    offset += length;
  };
  while (offset < bytes.length) {
    const key = readVarint();
    const number = Math.floor(key / 8);
    const wire = key % 8;
    if (number === 0) throw new UndecodableFrame('field number 0');
    if (wire === 0) yield { number, wire, value: readVarint() };
    else if (wire === 2) {
      const length = readVarint();
      skip(length);
      yield { number, wire, value: bytes.subarray(offset - length, offset) };
    } else if (wire === 1) skip(8);
    else if (wire === 5) skip(4);
    else throw new UndecodableFrame(`unsupported wire type ${wire}`);
  }
}

function decodeAudio(bytes: Uint8Array): WireFrame {
  let audio: Uint8Array = new Uint8Array();
  let sampleRate = 16000;
  for (const inner of fields(bytes)) {
    if (inner.number === 3 && inner.value instanceof Uint8Array) audio = inner.value;
    if (inner.number === 4 && typeof inner.value === 'number') sampleRate = inner.value;
  }
  return { kind: 'audio', audio, sampleRate };
}

function decodeMessage(bytes: Uint8Array): WireFrame {
  let data = '';
  for (const inner of fields(bytes)) {
    if (inner.number === 1 && inner.value instanceof Uint8Array) data = Buffer.from(inner.value).toString('utf8');
  }
  return { kind: 'message', data };
}

/** One whole frame, read to its end (in a oneof the last member wins); throws UndecodableFrame for bytes that are not one. */
export function decodeFrame(bytes: Uint8Array): WireFrame {
  let frame: WireFrame = { kind: 'other' };
  for (const field of fields(bytes)) {
    if (field.number === 2 && field.value instanceof Uint8Array) frame = decodeAudio(field.value);
    else if (field.number === 4 && field.value instanceof Uint8Array) frame = decodeMessage(field.value);
    else if (field.number <= 5 && field.wire !== 2)
      throw new UndecodableFrame(`frame member ${field.number} is not length-delimited`);
  }
  return frame;
}
