import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { uploadFailureMessage, uploadFileProblem } from './upload-file-check';

describe('uploadFileProblem', () => {
  it('lets the gateway formats (and the webm browsers record) through', () => {
    for (const name of ['a.wav', 'b.MP3', 'c.flac', 'd.ogg', 'e.webm'])
      expect(uploadFileProblem({ name, size: 10, type: '' })).toBeNull();
  });

  it('names an empty file, a file that is not audio and an audio format not supported', () => {
    expect(uploadFileProblem({ name: 'a.wav', size: 0, type: 'audio/wav' })).toMatch(/empty/);
    expect(uploadFileProblem({ name: 'notes.txt', size: 5, type: 'text/plain' })).toBe(
      'This is not an audio file (text/plain): upload WAV, MP3, FLAC or OGG',
    );
    expect(uploadFileProblem({ name: 'take.m4a', size: 5, type: 'audio/mp4' })).toBe(
      'The .m4a format is not supported: upload WAV, MP3, FLAC or OGG',
    );
  });
});

describe('uploadFailureMessage', () => {
  it("keeps the server's reason and words a bare 413 with the file's size", () => {
    expect(uploadFailureMessage(new ApiError(413, 'The file is larger than the 1 MB upload limit'), { size: 5 })).toBe(
      'The file is larger than the 1 MB upload limit',
    );
    expect(uploadFailureMessage(new ApiError(413, 'Request Entity Too Large'), { size: 3 * 1024 * 1024 })).toBe(
      'The file is too large for the server (3.0 MB)',
    );
    expect(uploadFailureMessage(new ApiError(400, 'Bad Request'), { size: 5 })).toMatch(/could not read this audio/);
  });
});
