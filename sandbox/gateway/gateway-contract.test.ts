import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Credits } from '../../contract/gateway/credits';
import { HTTPValidationError, ErrorResponse } from '../../contract/gateway/errors';
import { Folder, FolderDeleteResponse, FolderList } from '../../contract/gateway/folders';
import { ModelList } from '../../contract/gateway/models';
import { NoteResponse } from '../../contract/gateway/notes';
import { Recording, RecordingDeleteResponse, RecordingList } from '../../contract/gateway/recordings';
import { AccountStats, FolderStats, ProjectStats } from '../../contract/gateway/stats';
import { LegacyTtsVoiceList } from '../../contract/gateway/voices';
import { insertRecording } from '../store/recording-repository';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY, OTHER_KEY } from '../testing/test-sandbox';

/**
 * Every folder, recording, note, statistics, credits, models and storage endpoint over HTTP: the success body
 * parses with its contract/ schema, a bad parameter gives the FastAPI 422 shape naming it, no credentials give
 * 401, and the other demo account gets 403 on this account's resources.
 */
let sandbox: ListeningSandbox;
let ids: { project: string; folder: string; child: string; original: string; conversion: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

type Call = { status: number; body: unknown; headers: Headers };
async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = DEMO_KEY,
): Promise<Call> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.arrayBuffer(),
    headers: response.headers,
  };
}

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  const project = (await call('POST', '/api/projects', { name: 'Contract', owner, models: {} })).body as { id: string };
  const folder = (await call('POST', '/api/folders', { name: 'Takes', project_id: project.id })).body as { id: string };
  const child = (await call('POST', '/api/folders', { name: 'Child', project_id: project.id, parent_id: folder.id }))
    .body as { id: string };
  const original = (await (await sandbox.upload(folder.id, 'speech.wav')).json()) as { id: string };
  // A finished conversion, stored as the conversion job stores one.
  const conversion = insertRecording(sandbox.db, {
    user_id: owner,
    project_id: project.id,
    parent_folder_id: folder.id,
    original_id: original.id,
    type: 'converted',
    state: 'done',
    file_ext: 'wav',
    voice_id: MISSING,
    voice_name: 'Aurora',
    duration: 1.6,
    converted_at: new Date().toISOString(),
  });
  sandbox.files.writeAtomically(
    sandbox.files.audioPath(conversion.id, 'wav'),
    readFileSync(sandbox.files.audioPath(original.id, 'wav')),
  );
  await call('POST', '/api/notes', { recording_id: original.id, text: 'breath at 0:01' });
  ids = { project: project.id, folder: folder.id, child: child.id, original: original.id, conversion: conversion.id };
});
afterAll(() => sandbox.close());

type Case = {
  name: string;
  request: () => [method: string, path: string, body?: unknown];
  schema: z.ZodMiniType;
  /** The same call with one bad parameter, and the `loc` the 422 must name. */
  bad?: () => [method: string, path: string, body: unknown, loc: Array<string | number>];
  /** Whether the other account is refused (every case that names a resource of this account). */
  isolated: boolean;
};

const CASES: Case[] = [
  {
    name: 'GET /api/folders',
    request: () => ['GET', `/api/folders?project_id=${ids.project}`],
    schema: FolderList,
    bad: () => ['GET', `/api/folders?project_id=${ids.project}&offset=-1`, undefined, ['query', 'offset']],
    isolated: true,
  },
  {
    name: 'POST /api/folders',
    request: () => ['POST', '/api/folders', { name: 'New', project_id: ids.project, parent_id: ids.folder }],
    schema: Folder,
    bad: () => ['POST', '/api/folders', { name: 'x'.repeat(41), project_id: ids.project }, ['body', 'name']],
    isolated: true,
  },
  {
    name: 'GET /api/folders/{id}',
    request: () => ['GET', `/api/folders/${ids.folder}`],
    schema: Folder,
    bad: () => ['GET', '/api/folders/nope', undefined, ['path', 'folder_id']],
    isolated: true,
  },
  {
    name: 'PATCH /api/folders/{id}',
    request: () => ['PATCH', `/api/folders/${ids.child}`, { name: 'Renamed' }],
    schema: Folder,
    bad: () => ['PATCH', `/api/folders/${ids.child}`, { name: '' }, ['body', 'name']],
    isolated: true,
  },
  {
    name: 'GET /api/recordings',
    request: () => ['GET', `/api/recordings?folder_id=${ids.folder}`],
    schema: RecordingList,
    bad: () => ['GET', `/api/recordings?direction=up`, undefined, ['query', 'direction']],
    isolated: true,
  },
  {
    name: 'GET /api/recordings/originals',
    request: () => ['GET', `/api/recordings/originals?folder_id=${ids.folder}`],
    schema: RecordingList,
    bad: () => ['GET', `/api/recordings/originals?folder_id=${ids.folder}&limit=201`, undefined, ['query', 'limit']],
    isolated: true,
  },
  {
    name: 'GET /api/recordings/conversions',
    request: () => ['GET', `/api/recordings/conversions?original_id=${ids.original}`],
    schema: RecordingList,
    bad: () => ['GET', '/api/recordings/conversions', undefined, ['query', 'original_id']],
    isolated: true,
  },
  {
    name: 'GET /api/recordings/{id}',
    request: () => ['GET', `/api/recordings/${ids.original}`],
    schema: Recording,
    bad: () => ['GET', '/api/recordings/1', undefined, ['path', 'recording_id']],
    isolated: true,
  },
  {
    name: 'PATCH /api/recordings/{id}',
    request: () => ['PATCH', `/api/recordings/${ids.original}`, { starred: true }],
    schema: Recording,
    bad: () => ['PATCH', `/api/recordings/${ids.original}`, { starred: 'yes please' }, ['body', 'starred']],
    isolated: true,
  },
  {
    name: 'PUT /api/recordings/{id}',
    request: () => ['PUT', `/api/recordings/${ids.original}`, { label: 'Take', starred: true }],
    schema: Recording,
    bad: () => ['PUT', `/api/recordings/${ids.original}`, { label: 'Take' }, ['body', 'starred']],
    isolated: true,
  },
  {
    name: 'GET /api/notes',
    request: () => ['GET', `/api/notes?folder_id=${ids.folder}`],
    schema: z.array(NoteResponse),
    bad: () => ['GET', '/api/notes?folder_id=x', undefined, ['query', 'folder_id']],
    isolated: true,
  },
  {
    name: 'PUT /api/notes',
    request: () => ['PUT', '/api/notes', { recording_id: ids.original, text: 'edited' }],
    schema: NoteResponse,
    bad: () => ['PUT', '/api/notes', { recording_id: ids.original, text: '' }, ['body', 'text']],
    isolated: true,
  },
  { name: 'GET /api/stats', request: () => ['GET', '/api/stats'], schema: AccountStats, isolated: false },
  {
    name: 'GET /api/stats/projects',
    request: () => ['GET', `/api/stats/projects?project_ids=${ids.project}&project_ids=${ids.project}`],
    schema: ProjectStats,
    bad: () => ['GET', '/api/stats/projects?project_ids=x', undefined, ['query', 'project_ids', 0]],
    isolated: true,
  },
  {
    name: 'POST /api/stats/projects',
    request: () => ['POST', '/api/stats/projects', { project_ids: [ids.project] }],
    schema: ProjectStats,
    bad: () => ['POST', '/api/stats/projects', { project_ids: 'x' }, ['body', 'project_ids']],
    isolated: true,
  },
  {
    name: 'GET /api/stats/folders',
    request: () => ['GET', `/api/stats/folders?folder_ids=${ids.folder}`],
    schema: FolderStats,
    bad: () => [
      'GET',
      `/api/stats/folders?folder_ids=${ids.folder}&folder_ids=no`,
      undefined,
      ['query', 'folder_ids', 1],
    ],
    isolated: true,
  },
  {
    name: 'POST /api/stats/folders',
    request: () => ['POST', '/api/stats/folders', { folder_ids: [ids.folder] }],
    schema: FolderStats,
    bad: () => ['POST', '/api/stats/folders', {}, ['body', 'folder_ids']],
    isolated: true,
  },
  { name: 'GET /api/credits', request: () => ['GET', '/api/credits'], schema: Credits, isolated: false },
  {
    name: 'GET /api/models',
    request: () => ['GET', '/api/models'],
    schema: ModelList,
    bad: () => ['GET', '/api/models?limit=101', undefined, ['query', 'limit']],
    isolated: false,
  },
  {
    name: 'GET /api/tts-voices',
    request: () => ['GET', '/api/tts-voices'],
    schema: LegacyTtsVoiceList,
    isolated: false,
  },
];

describe('part-A gateway endpoints over HTTP', () => {
  it.each(CASES)(
    '$name: contract shape, 422, 401 and account isolation',
    async ({ request, schema, bad, isolated }) => {
      const [method, path, body] = request();
      const ok = await call(method, path, body);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const parsed = schema.safeParse(ok.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);

      if (bad) {
        const [badMethod, badPath, badBody, loc] = bad();
        const invalid = await call(badMethod, badPath, badBody);
        expect(invalid.status).toBe(422);
        expect(HTTPValidationError.parse(invalid.body).detail.map((issue) => issue.loc)).toContainEqual(loc);
      }

      const anonymous = await call(method, path, body, {});
      expect(anonymous.status).toBe(401);
      expect(ErrorResponse.safeParse(anonymous.body).success).toBe(true);

      const other = await call(method, path, body, OTHER_KEY);
      if (isolated) {
        expect(other.status).toBe(403);
        expect(ErrorResponse.safeParse(other.body).success).toBe(true);
      } else {
        expect(other.status).toBe(200);
      }
    },
  );

  it('gives every documented recording field', async () => {
    const recording = (await call('GET', `/api/recordings/${ids.original}`)).body as Record<string, unknown>;
    const documented = [
      'id',
      'project_id',
      'parent_folder_id',
      'type',
      'url',
      'waveform_url',
      'file_name',
      'label',
      'state',
      'original_id',
      'model_id',
      'model_name',
      'calibration_id',
      'calibration_value',
      'calibration_name',
      'microphone',
      'size',
      'duration',
      'starred',
      'tts',
      'tts_voice',
      'tts_voice_id',
      'text',
      'params',
      'error',
      'active',
      'created_at',
      'converted_at',
      'listen_count',
      'process_stage',
      'note',
    ];
    expect(Object.keys(recording)).toEqual(expect.arrayContaining(documented));
    expect(recording).toMatchObject({
      url: `/storage/${ids.original}.wav`,
      waveform_url: `/storage/peaks/${ids.original}.json`,
      microphone: 'file',
    });
    const conversions = (await call('GET', `/api/recordings/conversions?original_id=${ids.original}`)).body as {
      list: Array<Record<string, unknown>>;
    };
    expect(conversions.list).toEqual([
      expect.objectContaining({
        id: ids.conversion,
        type: 'converted',
        original_id: ids.original,
        url: `/storage/${ids.conversion}.wav`,
      }),
    ]);
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const path of [
      `/api/folders/${MISSING}`,
      `/api/recordings/${MISSING}`,
      `/api/recordings/conversions?original_id=${MISSING}`,
      `/api/notes?folder_id=${MISSING}`,
      `/api/stats/projects?project_ids=${MISSING}`,
      `/storage/${MISSING}.wav`,
      `/storage/peaks/${MISSING}.json`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
  });

  it('reads models without a limit by default (limit=0) and pages them on request', async () => {
    const all = ModelList.parse((await call('GET', '/api/models')).body);
    expect(all.pagination).toEqual({ count: all.list.length, limit: 0, offset: 0 });
    expect(all.list.length).toBeGreaterThan(2);
    const page = ModelList.parse((await call('GET', '/api/models?limit=2&offset=1&sort=name&direction=asc')).body);
    const names = all.list.map((model) => model.name).sort((a, b) => a.localeCompare(b));
    expect(page.list.map((model) => model.name)).toEqual(names.slice(1, 3));
    expect(all.list.every((model) => model.params.length > 0)).toBe(true);
    const voices = LegacyTtsVoiceList.parse((await call('GET', '/api/tts-voices')).body);
    expect(voices.filter((voice) => voice.is_default)).toHaveLength(1);
  });

  it('serves storage to a cookie session with the CSRF token as ?token=, and not to a token alone', async () => {
    const session = await sandbox.sessionHeaders();
    const token = session['x-csrf-token']!;
    const withCookie = await fetch(`${sandbox.url}/storage/${ids.original}.wav?token=${token}`, {
      headers: { cookie: session.cookie! },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('content-type')).toBe('audio/wav');
    await withCookie.arrayBuffer();
    expect((await fetch(`${sandbox.url}/storage/${ids.original}.wav?token=${token}`)).status).toBe(401);
    const peaks = await fetch(`${sandbox.url}/storage/peaks/${ids.original}.json?token=${token}`, {
      headers: { cookie: session.cookie! },
    });
    expect(await peaks.json()).toMatchObject({ duration: expect.any(Number), peaks: [expect.any(Array)] });
    expect((await call('GET', `/storage/${ids.conversion}.wav`, undefined, OTHER_KEY)).status).toBe(403);
    expect((await call('GET', `/storage/${ids.original}.mp3`)).status).toBe(404);
  });

  it('stores an Ogg Opus upload as .ogg with its measured duration', async () => {
    const response = await sandbox.upload(ids.folder, 'speech.opus');
    expect(response.status).toBe(200);
    const recording = Recording.parse(await response.json());
    expect(recording.url).toBe(`/storage/${recording.id}.ogg`);
    expect(recording.duration).toBeGreaterThan(1.5);
    expect(recording.duration).toBeLessThan(1.7);
    const file = await fetch(`${sandbox.url}${recording.url}`, { headers: DEMO_KEY });
    expect(file.headers.get('content-type')).toBe('audio/ogg');
    expect((await file.arrayBuffer()).byteLength).toBe(recording.size);
  });

  it('deletes with the documented shapes and refuses the other account', async () => {
    const note = await call('DELETE', '/api/notes', { recording_id: ids.original }, OTHER_KEY);
    expect(note.status).toBe(403);
    expect(NoteResponse.parse((await call('DELETE', '/api/notes', { recording_id: ids.original })).body).text).toBe(
      'edited',
    );
    expect((await call('DELETE', `/api/recordings/${ids.original}`, undefined, OTHER_KEY)).status).toBe(403);
    expect((await call('DELETE', `/api/folders/${ids.folder}`, undefined, OTHER_KEY)).status).toBe(403);
    expect((await call('DELETE', '/api/recordings/x')).status).toBe(422);

    const deleted = RecordingDeleteResponse.parse((await call('DELETE', `/api/recordings/${ids.original}`)).body);
    expect(deleted.map((row) => row.id).sort()).toEqual([ids.original, ids.conversion].sort());
    const folders = FolderDeleteResponse.parse((await call('DELETE', `/api/folders/${ids.folder}`)).body);
    expect(folders[0]).toBe(ids.folder);
    expect(folders).toContain(ids.child);
    expect((await call('DELETE', `/api/folders/${ids.folder}`)).status).toBe(404);
  });
});
