import { describe, expect, it } from 'vitest';
import { describeMicrophoneError, recordingMimeType } from './microphone-errors';

describe('microphone problems', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['NotReadableError', 'busy'],
    ['NotFoundError', 'missing'],
    ['TypeError', 'insecure'],
    ['Whatever', 'failed'],
  ])('%s is %s', (name, kind) => {
    expect(describeMicrophoneError(new DOMException('x', name)).kind).toBe(kind);
  });

  it('prefers Opus in WebM', () => {
    expect(recordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingMimeType((type) => type === 'audio/webm')).toBe('audio/webm');
    expect(recordingMimeType(() => false)).toBeUndefined();
  });
});
