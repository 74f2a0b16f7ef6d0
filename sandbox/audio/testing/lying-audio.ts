/**
 * Files whose headers lie, about 20 kB each, for the tests that every decoder path refuses them quickly and in
 * bounded memory: WAV headers claiming impossible channels, sample widths, rates, block sizes and chunk sizes,
 * truncated headers, and other formats' magic followed by garbage. `message` is what the refusal must say.
 */
export type LyingFile = { name: string; bytes: Buffer; message: RegExp };

const FILE_BYTES = 20_000;

/** A deterministic byte noise (Park–Miller), the "audio" of the lying files. */
export function garbage(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 16807) % 2147483647;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

export function chunk(id: string, body: Uint8Array, declaredSize = body.length): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(declaredSize >>> 0, 4);
  return Buffer.concat([header, body]);
}

export type FmtFields = {
  tag?: number;
  channels?: number;
  sampleRate?: number;
  blockAlign?: number;
  bits?: number;
  extra?: Buffer;
};

/** A format chunk's body; the block size defaults to the honest one for the channels and bits. */
export function fmtBody({
  tag = 1,
  channels = 1,
  sampleRate = 16000,
  bits = 16,
  blockAlign = (channels * bits) / 8,
  extra,
}: FmtFields = {}): Buffer {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(tag, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(sampleRate >>> 0, 4);
  body.writeUInt32LE((sampleRate * blockAlign) >>> 0, 8);
  body.writeUInt16LE(blockAlign, 12);
  body.writeUInt16LE(bits, 14);
  return extra ? Buffer.concat([body, extra]) : body;
}

/** RIFF/WAVE around the chunks, filled up to FILE_BYTES with noise in the last (data) chunk unless `exact`. */
export function riff(chunks: Buffer[], options: { fill?: boolean } = {}): Buffer {
  const body = Buffer.concat([Buffer.from('WAVE'), ...chunks]);
  const fill = options.fill === false ? Buffer.alloc(0) : garbage(Math.max(0, FILE_BYTES - 8 - body.length));
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(body.length + fill.length, 4);
  return Buffer.concat([header, body, fill]);
}

/** A WAV whose data chunk declares the bytes that follow (to the end of the file). */
export function wavWith(fmt: FmtFields, dataSize = FILE_BYTES - 44): Buffer {
  return riff([chunk('fmt ', fmtBody(fmt)), chunk('data', Buffer.alloc(0), dataSize)]);
}

const ima = (samplesPerBlock: number, blockAlign = 36, channels = 1) => ({
  tag: 0x11,
  channels,
  bits: 4,
  blockAlign,
  extra: Buffer.from([2, 0, samplesPerBlock & 0xff, samplesPerBlock >> 8]),
});

const msExtra = (coefficients: number) => {
  const extra = Buffer.alloc(6);
  extra.writeUInt16LE(4, 0);
  extra.writeUInt16LE(500, 2);
  extra.writeUInt16LE(coefficients, 4);
  return extra;
};

const noAudio = /holds no audio samples|could not be decoded/;

export const LYING_FILES: LyingFile[] = [
  {
    name: '65535 channels of 64-bit float, 1-byte blocks',
    bytes: wavWith({ tag: 3, channels: 65535, bits: 64, blockAlign: 1 }),
    message: /claims 65535 channels; 1 to 64/,
  },
  {
    name: '65535 channels with an honest-looking block size',
    bytes: wavWith({ channels: 65535, bits: 8, blockAlign: 65535 }),
    message: /claims 65535 channels/,
  },
  { name: 'no channels', bytes: wavWith({ channels: 0 }), message: /claims 0 channels/ },
  { name: '65 channels', bytes: wavWith({ channels: 65, bits: 8 }), message: /claims 65 channels/ },
  { name: '64-bit integer samples', bytes: wavWith({ bits: 64 }), message: /64-bit samples are not valid for pcm/ },
  { name: '0-bit samples', bytes: wavWith({ bits: 0, blockAlign: 2 }), message: /0-bit samples/ },
  { name: '12-bit samples', bytes: wavWith({ bits: 12, blockAlign: 2 }), message: /12-bit samples/ },
  {
    name: '16-bit float samples',
    bytes: wavWith({ tag: 3, bits: 16 }),
    message: /16-bit samples are not valid for float/,
  },
  {
    name: 'a 1-byte block for 16-bit stereo',
    bytes: wavWith({ channels: 2, blockAlign: 1 }),
    message: /block size 1 does not fit 2 channels/,
  },
  { name: 'a 0-byte block', bytes: wavWith({ blockAlign: 0 }), message: /block size 0/ },
  { name: 'a huge block', bytes: wavWith({ blockAlign: 65535 }), message: /block size 65535/ },
  { name: 'a 0 Hz rate', bytes: wavWith({ sampleRate: 0 }), message: /sample rate of 0 Hz/ },
  { name: 'a 1 Hz rate', bytes: wavWith({ sampleRate: 1 }), message: /sample rate of 1 Hz/ },
  { name: 'a 4 GHz rate', bytes: wavWith({ sampleRate: 0xffffffff }), message: /sample rate of 4294967295 Hz/ },
  {
    name: 'a format chunk past the end of the file',
    bytes: riff([chunk('fmt ', fmtBody(), 0x7fffffff)]),
    message: /format chunk claims 2147483647 bytes/,
  },
  {
    name: 'a format chunk too short',
    bytes: riff([chunk('fmt ', fmtBody().subarray(0, 8)), chunk('data', Buffer.alloc(0))]),
    message: /format chunk claims 8 bytes/,
  },
  {
    name: 'a LIST chunk past the end of the file',
    bytes: riff([chunk('LIST', Buffer.alloc(0), 0xfffffff0)]),
    message: /ends inside its "LIST" chunk, which claims 4294967280 bytes/,
  },
  {
    name: 'a LIST chunk past the end, after the format',
    bytes: riff([chunk('fmt ', fmtBody()), chunk('LIST', Buffer.alloc(0), 0x7ffffff1)]),
    message: /ends inside its "LIST" chunk/,
  },
  {
    name: 'data before the format',
    bytes: riff([chunk('data', Buffer.alloc(0), 100), chunk('fmt ', fmtBody())]),
    message: /data before its format chunk/,
  },
  { name: 'a truncated header', bytes: wavWith({}).subarray(0, 30), message: /ends inside its "fmt " chunk/ },
  { name: 'a header cut inside a chunk header', bytes: wavWith({}).subarray(0, 40), message: /without a data chunk/ },
  {
    name: 'no data chunk',
    bytes: riff([chunk('fmt ', fmtBody()), chunk('LIST', garbage(FILE_BYTES - 52))], { fill: false }),
    message: /without a data chunk/,
  },
  {
    name: 'two format chunks',
    bytes: riff([
      chunk('fmt ', fmtBody()),
      chunk('fmt ', fmtBody({ channels: 65535, blockAlign: 1 })),
      chunk('data', Buffer.alloc(0)),
    ]),
    message: /two format chunks/,
  },
  {
    name: 'an encoding the decoder lacks (MP3 in WAV)',
    bytes: wavWith({ tag: 0x55 }),
    message: /encoding 0x55 is not supported/,
  },
  {
    name: 'WAVE_FORMAT_EXTENSIBLE without its extension',
    bytes: wavWith({ tag: 0xfffe }),
    message: /too short for WAVE_FORMAT_EXTENSIBLE/,
  },
  {
    name: 'IMA ADPCM claiming 65535 samples a block',
    bytes: wavWith(ima(65535)),
    message: /claims 65535 samples per 36-byte block; at most 65 fit/,
  },
  {
    name: 'IMA ADPCM with a block too small for its channels',
    bytes: wavWith(ima(0, 4)),
    message: /block size 4 does not fit/,
  },
  {
    name: 'MS ADPCM with 3 channels',
    bytes: wavWith({ tag: 2, channels: 3, bits: 4, blockAlign: 1024, extra: msExtra(0) }),
    message: /MS ADPCM holds 1 or 2 channels/,
  },
  {
    name: 'MS ADPCM claiming 65535 coefficients',
    bytes: wavWith({ tag: 2, bits: 4, blockAlign: 256, extra: msExtra(65535) }),
    message: /claims 65535 coefficient pairs/,
  },
  {
    name: 'FLAC magic and garbage',
    bytes: Buffer.concat([Buffer.from('fLaC'), garbage(FILE_BYTES - 4, 3)]),
    message: noAudio,
  },
  {
    name: 'a FLAC STREAMINFO of all ones',
    bytes: Buffer.concat([
      Buffer.from('fLaC'),
      Buffer.from('80000022', 'hex'),
      Buffer.alloc(34, 0xff),
      garbage(FILE_BYTES - 42, 5),
    ]),
    message: noAudio,
  },
  {
    name: 'an Ogg Vorbis page and garbage',
    bytes: Buffer.concat([
      Buffer.from('OggS'),
      Buffer.alloc(22),
      Buffer.from([1, 30]),
      Buffer.from('\x01vorbis'),
      garbage(FILE_BYTES - 35, 9),
    ]),
    message: noAudio,
  },
  {
    name: 'an EBML header of unknown size and garbage',
    bytes: Buffer.concat([Buffer.from('1a45dfa301ffffffffffffff', 'hex'), garbage(FILE_BYTES - 12, 11)]),
    message: noAudio,
  },
  {
    name: 'an ID3 tag claiming 256 MB and garbage',
    bytes: Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([4, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f]),
      garbage(FILE_BYTES - 10, 13),
    ]),
    message: noAudio,
  },
];
