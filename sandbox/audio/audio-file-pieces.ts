import { createReadStream } from 'node:fs';
import { sniffContainer, type AudioContainer } from './container';

/**
 * A stored audio file as byte pieces sized for a streaming decode. The file is read in 256 KB pieces, which a WAV
 * decodes into 128 K samples; a compressed format would turn a piece that size into minutes of samples (a 256 KB
 * Vorbis piece holds about 160 s), so its pieces are cut to 16 KB before decoding, which keeps every decoded
 * chunk a few MB at most. `onContainer` learns the container from the first piece.
 */
const READ_BYTES = 256 * 1024;
const COMPRESSED_PIECE_BYTES = 16 * 1024;

export async function* audioFilePieces(file: string, onContainer?: (container: AudioContainer | null) => void): AsyncGenerator<Uint8Array> {
  let container: AudioContainer | null | undefined;
  for await (const chunk of createReadStream(file, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>) {
    if (container === undefined) {
      container = sniffContainer(chunk);
      onContainer?.(container);
    }
    const size = container === 'wav' ? chunk.length : COMPRESSED_PIECE_BYTES;
    for (let offset = 0; offset < chunk.length; offset += size) yield chunk.subarray(offset, offset + size);
  }
}
