import { z } from 'zod';
import { ErrorResponse, HTTPValidationError } from '../../contract/gateway/errors';
import type { FastifyContextConfig } from 'fastify';
import '../http/route-policy';

/**
 * A route as registered: its method, Fastify path, the zod schemas of its parts and its config: the protection
 * and rate-limit category it declares, and `uploadFields`, the schema of a multipart upload's text fields,
 * documented beside the `data` file.
 */
export type RouteRecord = {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  config?: FastifyContextConfig;
};

type JsonSchema = Record<string, unknown>;

const toJson = (schema: unknown): JsonSchema =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

function parameters(schema: unknown, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toJson(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

/** A multipart upload: the audio as `data` plus the route's text fields, from the schema its handler checks. */
function uploadBody(fields: unknown): JsonSchema {
  const json = toJson(fields);
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['data', ...((json.required ?? []) as string[])],
          properties: { data: { type: 'string', format: 'binary' }, ...(json.properties as JsonSchema) },
        },
      },
    },
  };
}

/**
 * The sandbox's OpenAPI document, generated from its routes and their contract/ schemas so it cannot drift
 * from what the sandbox validates. Success bodies carry no schema: response shapes live in contract/ as
 * tolerant readers.
 */
export function openApiDocument(routes: RouteRecord[]) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    // The gateway's routes: those its users call with or without an account (TTS and agents use a service key).
    const auth = route.config?.auth;
    if (auth !== 'account' && auth !== 'public') continue;
    const method = route.method.toLowerCase();
    if (method === 'head' || method === 'options') continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const segments = path.split('/');
    const isPublic = auth === 'public';
    const rateLimit = route.config?.rateLimit ?? 'none';
    const operation: JsonSchema = {
      operationId: `${method}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      tags: [segments[2] === 'v2' ? segments[3] : segments[1] === 'storage' ? 'storage' : segments[2]],
      parameters: [...parameters(route.schema?.params, 'path'), ...parameters(route.schema?.querystring, 'query')],
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: {} } } },
        ...(isPublic
          ? {}
          : {
              401: {
                description: 'Missing or invalid credentials',
                content: { 'application/json': { schema: toJson(ErrorResponse) } },
              },
            }),
        422: {
          description: 'Validation error',
          content: { 'application/json': { schema: toJson(HTTPValidationError) } },
        },
        ...(rateLimit === 'none'
          ? {}
          : {
              429: {
                description: 'Rate limit exceeded; wait Retry-After seconds',
                content: { 'application/json': { schema: toJson(ErrorResponse) } },
              },
            }),
      },
      'x-rate-limit-category': rateLimit,
      ...(isPublic ? { security: [] } : {}),
    };
    if (route.schema?.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJson(route.schema.body) } },
      };
    if (route.config?.uploadFields) operation.requestBody = uploadBody(route.config.uploadFields);
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Voice Studio sandbox: marketplace gateway',
      version: '0.6.0',
      description: 'The local implementation of the gateway API, generated from the routes and the contract/ schemas.',
    },
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        Session: { type: 'apiKey', in: 'cookie', name: 'session_id' },
        Csrf: { type: 'apiKey', in: 'header', name: 'X-Csrf-Token' },
      },
    },
    security: [{ ApiKey: [] }, { Session: [], Csrf: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))) as Record<
      string,
      Record<string, JsonSchema>
    >,
  };
}
