/** What went wrong with the microphone, in words a user can act on. */
export type MicrophoneProblem = { kind: 'denied' | 'busy' | 'missing' | 'insecure' | 'failed'; message: string };

export function describeMicrophoneError(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return {
        kind: 'denied',
        message:
          'Microphone access was denied. Allow it in the browser’s site settings (the icon left of the address), then try again.',
      };
    case 'NotReadableError':
    case 'AbortError':
      return {
        kind: 'busy',
        message:
          'The microphone is in use by another application or tab, or the system blocked it. Close the other app and try again.',
      };
    case 'NotFoundError':
    case 'OverconstrainedError':
      return { kind: 'missing', message: 'No microphone was found. Connect one, or choose another input.' };
    case 'TypeError':
      return { kind: 'insecure', message: 'Recording needs a secure page (https or localhost).' };
    default:
      return {
        kind: 'failed',
        message: `The microphone could not be started${error instanceof Error && error.message ? `: ${error.message}` : ''}.`,
      };
  }
}

/** The recording format: Opus in WebM where the browser offers it (Chromium, Firefox), else its default. */
export function recordingMimeType(isSupported: (type: string) => boolean): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'].find(isSupported);
}
