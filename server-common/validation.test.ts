import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { FolderListQuery } from '../contract/gateway/folders';
import { RecordingUploadFields } from '../contract/gateway/recordings';
import { RequestValidationError, parseOrThrow, zodValidatorCompiler } from './validation';

describe('the zod validator both servers use', () => {
  it('compiles into a Fastify validator that maps querystring to query and params to path', () => {
    const validate = zodValidatorCompiler({ schema: z.object({ id: z.uuid() }), httpPart: 'params' });
    const failed = validate({ id: 'nope' });
    expect('error' in failed && failed.error).toBeInstanceOf(RequestValidationError);
    if ('error' in failed) expect(failed.error?.issues[0]?.loc).toEqual(['path', 'id']);
    const ok = zodValidatorCompiler({ schema: z.object({ n: z.coerce.number().default(5) }), httpPart: 'querystring' })(
      {},
    );
    expect(ok).toEqual({ value: { n: 5 } });
    const missing = zodValidatorCompiler({ schema: FolderListQuery, httpPart: 'querystring' })(undefined);
    if (!('error' in missing)) throw new Error('expected failure');
    expect(missing.error?.issues[0]).toMatchObject({ loc: ['query', 'project_id'], type: 'value_error.missing' });
  });

  it('validates multipart fields outside Fastify with a 422-shaped error', () => {
    let thrown: unknown;
    try {
      parseOrThrow(RecordingUploadFields, 'body', { microphone: 'file' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RequestValidationError);
    expect((thrown as RequestValidationError).statusCode).toBe(422);
    expect((thrown as RequestValidationError).issues).toEqual([
      { loc: ['body', 'parent_folder_id'], msg: 'field required', type: 'value_error.missing' },
    ]);
  });
});
