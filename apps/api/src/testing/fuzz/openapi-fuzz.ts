import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  validValue,
  wrongType,
  type JsonSchema,
  type KnownValues,
  type Rng,
} from './generate';

/** What the fuzzer reads of an OpenAPI 3.0 document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface Operation {
  method: string;
  /** The document's path, `{name}` for parameters. */
  path: string;
  spec: OpenApiOperation;
}

export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );

/** The request parts the fuzzer builds and mutates before sending. */
export interface RequestParts {
  pathParams: Record<string, string>;
  /** Raw path segments (mutations put undecodable escapes there); replaces the encoded value. */
  rawPathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  rawQuery?: string;
  headers: Record<string, string>;
  /** The JSON value of the body (undefined: none). */
  body?: unknown;
  /** The exact body text (wins over `body`). */
  rawBody?: string;
  contentType?: string;
}

export const MUTATIONS = [
  'valid',
  'missing-field',
  'wrong-type',
  'null',
  'huge-string',
  'hostile-string',
  'hostile-number',
  'prototype-keys',
  'wrong-content-type',
  'bad-json',
  'bad-path-or-query',
  'extra-fields',
  'hostile-headers',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const FORM = 'application/x-www-form-urlencoded';
/** The body's schema: JSON, or an HTML form's fields. */
const jsonBodySchema = (op: Operation): JsonSchema | undefined =>
  op.spec.requestBody?.content?.['application/json']?.schema ?? op.spec.requestBody?.content?.[FORM]?.schema;
const isForm = (op: Operation) =>
  !op.spec.requestBody?.content?.['application/json'] && Boolean(op.spec.requestBody?.content?.[FORM]);

/** A valid request for `op` as far as its schemas say. */
export function validParts(op: Operation, rng: Rng, known: KnownValues): RequestParts {
  const parts: RequestParts = { pathParams: {}, rawPathParams: {}, query: {}, headers: {} };
  for (const parameter of op.spec.parameters ?? []) {
    const schema = parameter.schema ?? { type: 'string' };
    if (parameter.in === 'path') {
      parts.pathParams[parameter.name] = String(validValue(schema, rng, known, parameter.name));
    } else if (parameter.in === 'query' && (parameter.required || rng.chance(0.5))) {
      const value = validValue(schema, rng, known, parameter.name);
      parts.query[parameter.name] = Array.isArray(value) ? value.map(String) : String(value);
    }
  }
  const schema = jsonBodySchema(op);
  if (schema) {
    parts.body = validValue(schema, rng, known);
    parts.contentType = isForm(op) ? FORM : 'application/json';
  }
  return parts;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field of the body (top level or one below) with its schema, or undefined. */
function someField(
  op: Operation,
  body: unknown,
  rng: Rng,
): { holder: Json; key: string; schema: JsonSchema } | undefined {
  const schema = jsonBodySchema(op);
  if (!schema?.properties || !isObject(body)) return undefined;
  const keys = Object.keys(schema.properties);
  if (keys.length === 0) return undefined;
  const key = rng.pick(keys);
  const fieldSchema = schema.properties[key] as JsonSchema;
  const inner = body[key];
  if (fieldSchema.properties && isObject(inner) && rng.chance(0.4)) {
    const innerKey = rng.pick(Object.keys(fieldSchema.properties));
    return { holder: inner, key: innerKey, schema: fieldSchema.properties[innerKey] as JsonSchema };
  }
  return { holder: body, key, schema: fieldSchema };
}

function someQueryParam(op: Operation, rng: Rng): string | undefined {
  const names = (op.spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return names.length ? rng.pick(names) : undefined;
}

const BAD_JSON = [
  '{',
  '{"a":1,}',
  '{"a":01}',
  "{'a':1}",
  '\ufeff{}',
  '[]',
  '"text"',
  '1',
  'null',
  'nul',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'9'.repeat(500)}}`,
  '{"a":1e400}',
  '\u0000',
];

const BAD_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%00',
  '..',
  '%2e%2e%2f',
  '-1',
  '0',
  '1.5',
  '1e3',
  '9'.repeat(40),
  'a'.repeat(2_000),
  '%F0%9F%98%80',
  ' ',
  '%20',
  'null',
  '__proto__',
];

/** Applies `mutation` to valid parts, in place. */
export function mutate(op: Operation, parts: RequestParts, mutation: Mutation, rng: Rng): void {
  const field = someField(op, parts.body, rng);
  const queryName = someQueryParam(op, rng);
  switch (mutation) {
    case 'valid':
      return;
    case 'missing-field': {
      if (field) delete field.holder[field.key];
      else if (queryName) delete parts.query[queryName];
      else if (parts.body !== undefined) parts.body = {};
      return;
    }
    case 'wrong-type': {
      if (field) field.holder[field.key] = wrongType(field.schema, rng);
      else if (parts.body !== undefined) parts.body = wrongType(jsonBodySchema(op) ?? {}, rng);
      else if (queryName) parts.query[queryName] = ['1', 'two'];
      return;
    }
    case 'null': {
      if (field && rng.chance(0.6)) field.holder[field.key] = null;
      else if (parts.body !== undefined) parts.body = null;
      else if (queryName) parts.query[queryName] = 'null';
      return;
    }
    case 'huge-string': {
      const huge = rng.chance(0.3) ? 'x'.repeat(70 * 1024) : 'Ă'.repeat(10_000);
      if (field) field.holder[field.key] = huge;
      else if (queryName) parts.query[queryName] = huge.slice(0, 8_000);
      else if (parts.body !== undefined) parts.body = huge;
      else parts.headers['x-device-fingerprint'] = huge.slice(0, 8_000);
      return;
    }
    case 'hostile-string': {
      const hostile = rng.pick(HOSTILE_STRINGS);
      if (field) field.holder[field.key] = hostile;
      else if (queryName) parts.query[queryName] = hostile;
      else {
        const names = Object.keys(parts.pathParams);
        if (names.length) parts.pathParams[rng.pick(names)] = hostile;
      }
      return;
    }
    case 'hostile-number': {
      const hostile = rng.pick(HOSTILE_NUMBERS);
      if (field) field.holder[field.key] = hostile;
      else if (queryName) parts.query[queryName] = String(hostile);
      else {
        const names = Object.keys(parts.pathParams);
        if (names.length) parts.pathParams[rng.pick(names)] = String(hostile);
      }
      return;
    }
    case 'prototype-keys': {
      const base = isObject(parts.body) ? JSON.stringify(parts.body).slice(1, -1) : '';
      const poison = rng.pick([
        '"__proto__":{"isAdmin":true,"amount":1}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"__proto__":null',
        '"toString":1,"valueOf":"x","hasOwnProperty":[]',
      ]);
      parts.rawBody = `{${poison}${base ? `,${base}` : ''}}`;
      parts.contentType ??= 'application/json';
      if (queryName && parts.body === undefined) parts.query['__proto__'] = 'x';
      return;
    }
    case 'wrong-content-type': {
      const text = parts.body === undefined ? 'a=1' : JSON.stringify(parts.body);
      parts.rawBody = text;
      parts.contentType = rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        'image/png',
        '',
      ]);
      return;
    }
    case 'bad-json': {
      parts.rawBody = rng.pick(BAD_JSON);
      parts.contentType = 'application/json';
      return;
    }
    case 'bad-path-or-query': {
      const names = Object.keys(parts.pathParams);
      if (names.length && rng.chance(0.7)) parts.rawPathParams[rng.pick(names)] = rng.pick(BAD_SEGMENTS);
      else
        parts.rawQuery = rng.pick([
          `${queryName ?? 'q'}=%`,
          `${queryName ?? 'q'}=%E0%A4%A`,
          `${queryName ?? 'q'}[]=1&${queryName ?? 'q'}[x]=2`,
          `${queryName ?? 'q'}=1&${queryName ?? 'q'}=2&${queryName ?? 'q'}=3`,
          '__proto__[x]=1&constructor[prototype][y]=2',
          `${'a'.repeat(3_000)}=1`,
          '&&&==&',
        ]);
      return;
    }
    case 'extra-fields': {
      if (isObject(parts.body))
        Object.assign(parts.body, { isAdmin: true, brand: 'xc03', playerId: 1, balance: 1e9 });
      else if (queryName || rng.chance(0.5)) Object.assign(parts.query, { brand: 'xc03', playerId: '1' });
      return;
    }
    case 'hostile-headers': {
      if (rng.chance(0.3)) {
        // Another brand's host (the session is the default brand's), or a host no brand has.
        parts.headers['host'] = rng.pick([
          'xc03.localhost',
          'www.xc08.localhost',
          'evil.example',
          '127.0.0.1:1',
          '[::1]',
        ]);
        return;
      }
      const pick = rng.pick(HOSTILE_STRINGS.filter((text) => !/[\r\n]/.test(text) && text.length < 4_000));
      const headerSafe = pick.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
      parts.headers[
        rng.pick([
          'authorization',
          'x-device-fingerprint',
          'x-studio-session',
          'x-request-id',
          'accept-language',
          'accept-encoding',
        ])
      ] = rng.chance(0.5) ? `Bearer ${headerSafe}` : headerSafe;
      return;
    }
  }
}

/** encodeURIComponent, but a lone surrogate goes as the bytes a careless client would send. */
const encodeSegment = (value: string): string =>
  [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

/** The inject options for the parts. */
export function toInject(op: Operation, parts: RequestParts): InjectOptions & { url: string } {
  const path = op.path.replace(
    /\{(\w+)\}/g,
    (_whole, name: string) => parts.rawPathParams[name] ?? encodeSegment(parts.pathParams[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  const query = parts.rawQuery ?? search.toString();
  const formBody = (body: unknown) =>
    new URLSearchParams(
      Object.entries(isObject(body) ? body : { value: body }).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
  const payload =
    parts.rawBody ??
    (parts.body === undefined
      ? undefined
      : parts.contentType === FORM
        ? formBody(parts.body)
        : JSON.stringify(parts.body));
  const headers: Record<string, string> = { ...parts.headers };
  if (payload !== undefined && parts.contentType !== undefined) headers['content-type'] = parts.contentType;
  return {
    method: op.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** OpenAPI 3.0 schema keywords JSON Schema (Ajv) reads otherwise: nullable, boolean exclusive bounds. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  if (out['exclusiveMinimum'] === true) {
    out['exclusiveMinimum'] = out['minimum'];
    delete out['minimum'];
  } else if (out['exclusiveMinimum'] === false) delete out['exclusiveMinimum'];
  if (out['exclusiveMaximum'] === true) {
    out['exclusiveMaximum'] = out['maximum'];
    delete out['maximum'];
  } else if (out['exclusiveMaximum'] === false) delete out['exclusiveMaximum'];
  if (out['nullable'] === true) {
    delete out['nullable'];
    if (typeof out['type'] === 'string') out['type'] = [out['type'], 'null'];
    else if (out['enum']) out['enum'] = [...(out['enum'] as unknown[]), null];
    else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** Checks answers against the document: the status declared, the body the declared schema. */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
  }

  /** What is wrong with the answer, or undefined. */
  problem(op: Operation, res: LightMyRequestResponse): string | undefined {
    if (res.statusCode >= 500) return `answered ${res.statusCode}`;
    const responses = op.spec.responses ?? {};
    const declared = responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`];
    if (!declared) return `status ${res.statusCode} is not declared`;
    const mediaType =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const content = declared.content ?? {};
    if (Object.keys(content).length === 0) return undefined;
    if (!content[mediaType])
      return `content-type "${mediaType}" is not declared for ${res.statusCode} (${Object.keys(content).join(', ')})`;
    if (mediaType !== 'application/json') return undefined;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return 'the body is not JSON';
    }
    const schema = content[mediaType]?.schema;
    if (schema) {
      let validate = this.compiled.get(schema);
      if (!validate) {
        validate = this.ajv.compile(toJsonSchema(schema) as object);
        this.compiled.set(schema, validate);
      }
      if (!validate(body))
        return `body does not match the declared schema: ${this.ajv.errorsText(validate.errors)}`;
    }
    if (res.statusCode >= 400) {
      const error = body as { statusCode?: unknown; code?: unknown; message?: unknown };
      if (error.statusCode !== res.statusCode)
        return `error body says statusCode ${String(error.statusCode)} on a ${res.statusCode}`;
      // Messages are Vietnamese; a plain-ASCII sentence is a framework's or a library's English.
      // (A message that is its code, DEVICE_FINGERPRINT_REQUIRED, is the spec's own.)
      if (
        typeof error.message === 'string' &&
        error.message !== error.code &&
        /^[\x20-\x7e]*$/.test(error.message)
      )
        return `error message is not Vietnamese: "${error.message.slice(0, 80)}"`;
    }
    return undefined;
  }
}
