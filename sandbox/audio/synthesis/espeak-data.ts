import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * eSpeak's data package (24 MB: every language's dictionary and the phoneme tables). Each speaking thread used to
 * read its own copy; instead the server reads it once into shared memory and hands it to every audio thread,
 * whose in-memory file system then reads straight from it (eSpeak only ever reads these files).
 */
let shared: SharedArrayBuffer | null = null;

/** The package's bytes in shared memory, read on first call. */
export function sharedEspeakData(): SharedArrayBuffer {
  if (shared) return shared;
  const entry = createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten');
  // Read straight into the shared memory: a Buffer in between would hold another 24 MB until a collection.
  const fd = openSync(path.join(path.dirname(entry), 'espeak-ng.data'), 'r');
  try {
    const bytes = new Uint8Array(new SharedArrayBuffer(fstatSync(fd).size));
    for (let offset = 0; offset < bytes.length;) {
      const read = readSync(fd, bytes, offset, bytes.length - offset, offset);
      if (read === 0) throw new Error('eSpeak data package ended early');
      offset += read;
    }
    shared = bytes.buffer as SharedArrayBuffer;
  } finally {
    closeSync(fd);
  }
  return shared;
}

let given: SharedArrayBuffer | null = null;

/** In an audio thread: the shared bytes the server passed, for the runtime to use instead of reading the file. */
export function useSharedEspeakData(data: SharedArrayBuffer): void {
  given = data;
}

/** The shared bytes given to this thread, if any. */
export function givenEspeakData(): SharedArrayBuffer | null {
  return given;
}
