import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { createRng, validValue, type JsonSchema } from './generate';
import {
  mutate,
  MUTATIONS,
  ResponseChecker,
  toInject,
  toJsonSchema,
  validParts,
  type Operation,
} from './openapi-fuzz';

// The fuzzer's own parts: a checker that lets a defect through, or a generator whose "valid"
// requests are not, would make a green fuzz run mean nothing.

const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
  required: ['statusCode', 'code', 'message'],
  additionalProperties: false,
};
const bodySchema: JsonSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 6, maxLength: 29, pattern: '^[A-Za-z0-9]+$' },
    amount: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 1_000_000 },
    code: { type: 'string', pattern: '^\\d{6}$' },
    challengeId: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['a', 'b'] },
    note: { nullable: true, type: 'string', maxLength: 40 },
    requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
  },
  required: ['username', 'amount', 'code', 'challengeId', 'kind', 'requestId'],
};
const op: Operation = {
  method: 'POST',
  path: '/api/things/{id}',
  spec: {
    parameters: [
      { in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^\\d{1,9}$' } },
    ],
    requestBody: { content: { 'application/json': { schema: bodySchema } } },
    responses: {
      '200': {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { ok: { type: 'boolean' } },
              required: ['ok'],
              additionalProperties: false,
            },
          },
        },
      },
      '4XX': { content: { 'application/json': { schema: errorSchema } } },
    },
  },
};
const answer = (statusCode: number, body: unknown, type = 'application/json; charset=utf-8') =>
  ({
    statusCode,
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }) as unknown as LightMyRequestResponse;

describe('ResponseChecker', () => {
  const checker = new ResponseChecker();

  it('accepts what the document declares', () => {
    expect(checker.problem(op, answer(200, { ok: true }))).toBeUndefined();
    expect(
      checker.problem(op, answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' })),
    ).toBeUndefined();
  });

  it.each([
    ['a 5xx', answer(500, { statusCode: 500, code: 'INTERNAL', message: 'Lỗi' }), /answered 500/],
    ['an undeclared status', answer(201, { ok: true }), /status 201 is not declared/],
    ['an undeclared media type', answer(200, 'a,b', 'text/csv'), /content-type "text\/csv" is not declared/],
    ['a body off the schema', answer(200, { ok: 'yes' }), /does not match/],
    ['an extra field', answer(200, { ok: true, secret: 1 }), /does not match/],
    ['an error outside the contract', answer(400, { error: 'Bad Request', message: 'x' }), /does not match/],
    ['a body that is not JSON', answer(400, '<html>'), /not JSON/],
    [
      'a status the body contradicts',
      answer(409, { statusCode: 400, code: 'X', message: 'Sai' }),
      /statusCode 400 on a 409/,
    ],
    [
      'an English message',
      answer(400, { statusCode: 400, code: 'FST_ERR', message: 'Bad Request' }),
      /not Vietnamese/,
    ],
  ])('finds %s', (_label, res, problem) => {
    expect(checker.problem(op, res)).toMatch(problem);
  });
});

describe('the generator', () => {
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  const validate = ajv.compile(toJsonSchema(bodySchema) as object);

  it('makes valid requests from the schema, the same ones for the same seed', () => {
    const rng = createRng(42);
    const bodies = Array.from({ length: 200 }, () => validValue(bodySchema, rng));
    const invalid = bodies.filter((body) => !validate(body));
    expect(invalid).toEqual([]);
    const again = createRng(42);
    expect(Array.from({ length: 200 }, () => validValue(bodySchema, again))).toEqual(bodies);
  });

  it('mutates every way it names, each one making the request differ from the valid one', () => {
    const seen = new Set<string>();
    for (const mutation of MUTATIONS) {
      const rng = createRng(7);
      const valid = toInject(op, validParts(op, rng, {}));
      const rngAgain = createRng(7);
      const parts = validParts(op, rngAgain, {});
      mutate(op, parts, mutation, rngAgain);
      const mutated = toInject(op, parts);
      if (mutation === 'valid') expect(mutated).toEqual(valid);
      else expect(mutated).not.toEqual(valid);
      seen.add(mutation);
    }
    expect(seen.size).toBe(MUTATIONS.length);
  });
});
