/**
 * A recording's processing states (docs/service-api.md#recording-states), apart from the recording's schema and free
 * of zod, so the studio's frame can tell working from final (to follow conversions as they finish) without
 * loading zod or every recording schema with the first page. recordings.ts makes the schema of them.
 */
export const RECORDING_STATES = ['processing', 'postprocessing', 'done', 'error'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];
export const FINAL_RECORDING_STATES: readonly RecordingState[] = ['done', 'error'];
