import type { Recording } from '@contract/gateway/recordings';
import type { FakeRequest } from './fake-gateway';

export const FOLDER_ID = '44444444-4444-4444-8444-444444444444';
const PROJECT_ID = '55555555-5555-4555-8555-555555555555';

/** A stable UUID per number, so a test can name a row's id. */
export const recordingId = (n: number, kind = 1) =>
  `${String(kind).repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Originals "Take 1" … "Take n", newest first as the gateway lists them, each `seconds` long and ready to play. */
export function folderOriginals(n: number, seconds = 2): Recording[] {
  return Array.from({ length: n }, (_, i) => {
    const take = n - i;
    return {
      id: recordingId(take),
      project_id: PROJECT_ID,
      parent_folder_id: FOLDER_ID,
      type: 'original',
      state: 'done',
      url: `/files/take-${take}.wav`,
      label: `Take ${take}`,
      duration: seconds,
      tts: false,
      starred: false,
      params: {},
      active: true,
      listen_count: 0,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, take)).toISOString(),
    } as Recording;
  });
}

/** A finished conversion of `original` (it lives in the same folder). */
export const conversionOf = (original: Recording, n: number): Recording =>
  ({
    ...original,
    id: recordingId(n, 2),
    type: 'converted',
    original_id: original.id,
    label: `${original.label} as Aurora`,
    voice_name: 'Aurora',
  }) as Recording;

/**
 * The gateway's answers for a folder view: the originals a page at a time (as `offset` and `limit` ask) and the
 * folder's conversions among its recordings.
 */
export function folderRoutes(originals: readonly Recording[], conversions: readonly Recording[] = []) {
  const page = (request: FakeRequest) => {
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? 200);
    const ordered = request.query.get('direction') === 'asc' ? [...originals].reverse() : originals;
    return {
      body: { list: ordered.slice(offset, offset + limit), pagination: { count: originals.length, limit, offset } },
    };
  };
  return {
    'GET /api/recordings/originals': page,
    'GET /api/recordings': {
      body: { list: conversions, pagination: { count: conversions.length, limit: 200, offset: 0 } },
    },
  };
}
