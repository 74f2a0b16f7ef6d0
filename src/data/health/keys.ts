/** One root for GET /api/healtz: whether the gateway answers, and (on the sandbox) where its API reference is. */
export const healthKeys = { all: ['health'] as const };
