import { z } from 'zod';

/**
 * A recording's processing state (gateway document, api-facts §3.6), apart from the recording's schema so the
 * studio's frame can tell working from final (to follow conversions as they finish) without loading every
 * recording schema with the first page.
 */
export const RecordingState = z.enum(['processing', 'postprocessing', 'done', 'error']);
export type RecordingState = z.infer<typeof RecordingState>;
export const FINAL_RECORDING_STATES: readonly RecordingState[] = ['done', 'error'];
