import { ApiError } from '@/lib/http/api-error';
import { formatBytes } from '@/lib/format/human-readable';

/** What the gateway takes (its document: wav, ogg, mp3, flac) plus the webm/opus that browsers record. */
const SUPPORTED_EXTENSIONS = new Set(['wav', 'wave', 'mp3', 'flac', 'ogg', 'oga', 'opus', 'webm']);
/** Audio the browser may offer that the gateway does not take: named as "not supported", not "not audio". */
const OTHER_AUDIO_EXTENSIONS = new Set([
  'm4a',
  'aac',
  'aif',
  'aiff',
  'wma',
  'amr',
  'caf',
  'mid',
  'midi',
  'alac',
  'ape',
  'mka',
  '3gp',
]);
export const SUPPORTED_FORMATS_TEXT = 'WAV, MP3, FLAC or OGG';

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * Why a picked or dropped file cannot be uploaded, said before sending it, or null when it may go: an empty file,
 * a file that is not audio at all, or audio in a format the gateway does not take. Size is the server's to judge
 * (its limit is not published); its 413 is worded by uploadFailureMessage.
 */
export function uploadFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return 'The file is empty (0 bytes): there is no audio to upload';
  const extension = extensionOf(file.name);
  if (SUPPORTED_EXTENSIONS.has(extension)) return null;
  if (OTHER_AUDIO_EXTENSIONS.has(extension) || file.type.startsWith('audio/'))
    return `The ${extension ? `.${extension}` : file.type || 'audio'} format is not supported: upload ${SUPPORTED_FORMATS_TEXT}`;
  return `This is not an audio file${file.type ? ` (${file.type})` : ''}: upload ${SUPPORTED_FORMATS_TEXT}`;
}

/**
 * A failed upload's message for the user: the server's own words when it gave a reason; a bare 413 ("Request
 * Entity Too Large") says how large the file was; a 400 without a reason says the audio could not be read.
 */
export function uploadFailureMessage(error: unknown, file: { size: number }): string {
  if (!(error instanceof ApiError)) return 'The upload failed';
  const generic =
    /^(request entity too large|payload too large|bad request|http \d+)$/i.test(error.message.trim()) ||
    !error.message.trim();
  if (error.status === 413)
    return generic ? `The file is too large for the server (${formatBytes(file.size)})` : error.message;
  if (error.status === 400 && generic) return `The server could not read this audio: upload ${SUPPORTED_FORMATS_TEXT}`;
  return error.message;
}
