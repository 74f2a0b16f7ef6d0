import { parentPort } from 'node:worker_threads';
import { runAudioTask, type AudioTask } from './audio-tasks';

/** The audio worker thread's body: runs one audio task per message, so audio work never stalls the server's event loop. */
parentPort?.on('message', (message: { id: number; task: AudioTask }) => {
  runAudioTask(message.task)
    .then((result) => parentPort?.postMessage({ id: message.id, result }))
    .catch((error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }));
});
