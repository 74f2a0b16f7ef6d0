import { open } from 'node:fs/promises';
import { sniffContainer, type AudioContainer } from '../../../audio-formats/audio-container';

/**
 * A stored audio file as byte pieces sized for a streaming decode. The file is read in 256 KB pieces, which a WAV
 * decodes into 128 K samples; a compressed format would turn a piece that size into minutes of samples (a 256 KB
 * Vorbis piece holds about 160 s), so its pieces are cut to 16 KB before decoding, which keeps every decoded
 * chunk a few MB at most. `onContainer` learns the container from the first piece.
 *
 * A WAV's pieces are views of one read buffer, refilled for the next piece: its decode copies what it keeps (the
 * header, a cut frame), and a new 256 KB buffer per read was a third of a long take's garbage. A compressed
 * format's pieces are copies, since a codec may hold on to its input.
 */
const READ_BYTES = 256 * 1024;
const COMPRESSED_PIECE_BYTES = 16 * 1024;

export async function* audioFilePieces(
  file: string,
  onContainer?: (container: AudioContainer | null) => void,
): AsyncGenerator<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(READ_BYTES);
    let container: AudioContainer | null | undefined;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) return;
      const chunk = buffer.subarray(0, bytesRead);
      if (container === undefined) {
        container = sniffContainer(chunk);
        onContainer?.(container);
      }
      if (container === 'wav') yield chunk;
      else
        for (let offset = 0; offset < chunk.length; offset += COMPRESSED_PIECE_BYTES)
          yield chunk.slice(offset, offset + COMPRESSED_PIECE_BYTES);
    }
  } finally {
    await handle.close();
  }
}
