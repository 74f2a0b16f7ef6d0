/** One root for GET /healthz: the studio server's upstream (and, on the sandbox, its demo account and reference). */
export const healthKeys = { all: ['health'] as const };
