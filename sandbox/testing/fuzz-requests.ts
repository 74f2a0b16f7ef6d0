import { seededRandom } from '../audio/synthesis/seeded-random';

/**
 * Requests generated from the sandbox's own OpenAPI document for the fuzz test: for each operation, path,
 * query and body values that are sometimes valid and often not (wrong types, unknown fields, huge strings,
 * nulls, encoded or over-long path parameters, broken JSON, odd content types). Deterministic for a seed.
 */
type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = { parameters: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type OpenApi = { paths: Record<string, Record<string, Operation>> };
export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

const ODD_STRINGS = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀',
  'Привіт',
  '<script>',
  "' OR 1=1 --",
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
];
const ODD_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  'x'.repeat(70_000),
];
const UUID = '00000000-0000-4000-8000-000000000000';

export class RequestFuzzer {
  private readonly random: () => number;

  constructor(
    private readonly document: OpenApi,
    seed: number,
    private readonly headers: Record<string, string>,
    private readonly skip: (method: string, path: string) => boolean = () => false,
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  /** A value for a schema: valid most of the time, odd the rest. */
  value(schema: Schema | undefined, depth = 0): unknown {
    if (!schema || depth > 4) return this.pick(ODD_VALUES);
    if (this.chance(0.12)) return this.pick(ODD_VALUES);
    if (this.chance(0.05)) return this.pick(ODD_STRINGS);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return this.value(this.pick(choices), depth + 1);
    if (schema.enum) return this.pick(schema.enum);
    if (schema.nullable && this.chance(0.1)) return null;
    switch (schema.type) {
      case 'string':
        if (schema.format === 'uuid') return this.chance(0.8) ? UUID : crypto.randomUUID();
        if (schema.format === 'email') return this.pick(['demo@example.com', 'a@b.c', 'not-an-email']);
        if (schema.format === 'date-time')
          return this.pick([new Date(0).toISOString(), '2999-01-01T00:00:00Z', 'yesterday']);
        return this.chance(0.1)
          ? 'y'.repeat((schema.maxLength ?? 100) + 1)
          : this.pick(['take', 'Voice 1', 'a', ...ODD_STRINGS]);
      case 'integer':
      case 'number':
        return this.pick([
          schema.minimum ?? 0,
          schema.maximum ?? 100,
          (schema.minimum ?? 0) - 1,
          (schema.maximum ?? 100) + 1,
          10,
          2 ** 53,
          -(2 ** 31),
        ]);
      case 'boolean':
        return this.chance(0.5);
      case 'array':
        return Array.from({ length: this.pick([0, 1, 3, 200]) }, () => this.value(schema.items, depth + 1));
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          if ((schema.required ?? []).includes(name) ? this.chance(0.93) : this.chance(0.5))
            object[name] = this.value(property, depth + 1);
        }
        if (this.chance(0.1)) object[this.pick(['unknown_field', '__proto__', 'constructor'])] = this.pick(ODD_VALUES);
        return object;
      }
      default:
        return this.pick([...ODD_VALUES, ...ODD_STRINGS]);
    }
  }

  /** A path parameter as it would appear in the URL: usually well-formed, sometimes junk, encoded or too long. */
  private pathValue(name: string): string {
    const roll = this.random();
    if (roll < 0.6) return name === 'file' ? `${UUID}.${this.pick(['wav', 'json', 'mp3', 'exe'])}` : UUID;
    if (roll < 0.7) return encodeURIComponent(this.pick(ODD_STRINGS.filter(Boolean)));
    if (roll < 0.8) return 'z'.repeat(this.pick([101, 200, 5000]));
    if (roll < 0.9) return this.pick(['%61', '%2e%2e', '%2F', '%E0%A4%A', '%', '..;', 'x%00y']);
    return String(this.pick(ODD_VALUES)).slice(0, 50);
  }

  private body(operation: Operation): { payload?: string | Buffer; contentType?: string } {
    const roll = this.random();
    if (roll < 0.05) return {};
    if (roll < 0.1) return { payload: '{"broken":', contentType: 'application/json' };
    if (roll < 0.15)
      return {
        payload: 'a=1&b=2',
        contentType: this.pick([
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/xml',
          'application/json; charset=utf-16',
          'image/png',
        ]),
      };
    if (roll < 0.2)
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="data"; filename="a.wav"\r\n\r\nRIFF',
        contentType: this.pick([
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ]),
      };
    if (roll < 0.23) return { payload: 'x'.repeat(this.pick([0, 1_100_000])), contentType: 'application/json' };
    const schema = operation.requestBody?.content['application/json']?.schema;
    return { payload: JSON.stringify(this.value(schema ?? { type: 'object' })), contentType: 'application/json' };
  }

  /** The next request: a random operation of the document, with generated parts. */
  next(): FuzzRequest {
    const operations = Object.entries(this.document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => !this.skip(method, path))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    const { path, method, operation } = this.pick(operations);
    let url = path.replace(/\{([a-z_]+)\}/g, (_match, name: string) => this.pathValue(name));
    if (this.chance(0.05)) url = url.replace('/api/', '/%61pi/');
    const query = operation.parameters
      .filter((parameter) => parameter.in === 'query' && this.chance(0.6))
      .map(
        (parameter) =>
          `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(this.value(parameter.schema)))}`,
      );
    if (this.chance(0.05)) query.push(`unknown=${'q'.repeat(this.pick([1, 5000]))}`);
    if (query.length > 0) url += `?${query.join('&')}`;
    const headers: Record<string, string> = { ...this.headers };
    const request: FuzzRequest = { method: method.toUpperCase(), url, headers };
    if (method !== 'get' && method !== 'head') {
      const { payload, contentType } = this.body(operation);
      if (contentType) headers['content-type'] = contentType;
      if (payload !== undefined) request.payload = payload;
    }
    return request;
  }
}
