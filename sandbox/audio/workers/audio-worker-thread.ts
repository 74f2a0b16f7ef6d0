import { parentPort, workerData } from 'node:worker_threads';
import { runAudioTask, type AudioResult, type AudioTask } from './audio-tasks';
import { useSharedEspeakData } from '../synthesis/espeak-data';

useSharedEspeakData((workerData as { espeakData: SharedArrayBuffer }).espeakData);

/** The result's sample buffers move to the server thread instead of being copied (tens of MB for long speech). */
function transferable(result: AudioResult): ArrayBuffer[] {
  const arrays = Object.values(result).filter((value): value is ArrayBufferView => ArrayBuffer.isView(value));
  // A view over part of a shared pool (small Buffers) cannot be moved without taking the pool along.
  return arrays.flatMap((view) =>
    view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.buffer instanceof ArrayBuffer
      ? [view.buffer]
      : [],
  );
}

/** The audio worker thread's body: runs one audio task per message, so audio work never stalls the server's event loop. */
parentPort?.on('message', (message: { id: number; task: AudioTask }) => {
  runAudioTask(message.task)
    .then((result) => parentPort?.postMessage({ id: message.id, result }, transferable(result)))
    .catch((error: unknown) =>
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
