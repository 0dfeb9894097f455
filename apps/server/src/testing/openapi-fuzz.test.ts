import { errorBodySchema } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import {
  ECHO_MARKER,
  fuzzRandom,
  fuzzRequests,
  kindsOf,
  operationsOf,
  problemsOf,
  sampleOf,
  type OpenApiDocument,
} from './openapi-fuzz.ts';

const document: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      put: {
        parameters: [
          { in: 'path', name: 'id', required: true },
          { in: 'query', name: 'currency', schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 3 },
                  email: { type: 'string' },
                  size: { type: 'integer', minimum: 2 },
                  kind: { type: 'string', enum: ['a', 'b'] },
                  note: { type: 'string' },
                },
                required: ['name', 'email', 'size', 'kind'],
              },
            },
          },
        },
      },
    },
    '/api/health': { get: {} },
  },
};

const isErrorBody = (value: unknown) => errorBodySchema.safeParse(value).success;

describe('the OpenAPI fuzz generator', () => {
  const [put, health] = operationsOf(document);

  it('reads each operation with its path parameters, query and JSON body', () => {
    expect(put).toMatchObject({ method: 'PUT', path: '/api/things/{id}', pathParams: ['id'] });
    expect(put?.query.map((q) => q.name)).toEqual(['currency']);
    expect(health).toMatchObject({ method: 'GET', pathParams: [], query: [], headers: [], body: undefined });
  });

  it('samples a body the schema accepts: required fields, minimal lengths, enums, known field rules', () => {
    expect(sampleOf(put?.body)).toEqual({ name: 'aaa', email: 'fuzz@example.com', size: 2, kind: 'a' });
  });

  it('gives every kind that applies at least once, and hostile cookies even to an operation without input', () => {
    if (!put || !health) throw new Error('operations missing');
    const requests = fuzzRequests(put, { url: '/api/things/1', body: sampleOf(put.body) }, fuzzRandom('s', 'x'), 5);
    expect(new Set(requests.map((r) => r.kind))).toEqual(new Set(kindsOf(put)));
    expect(kindsOf(put)).toEqual(
      expect.arrayContaining(['invalid-json', 'multipart-truncated', 'body-huge', 'query-array', 'path-shape']),
    );
    const forHealth = fuzzRequests(health, { url: '/api/health', body: {} }, fuzzRandom('s', 'y'), 5);
    expect(forHealth.map((r) => r.kind)).toEqual(['cookie', 'cookie', 'cookie', 'cookie', 'cookie']);
    expect(forHealth[0]?.headers.cookie).toMatch(/^[a-z_]+=/);
  });

  it('replays the same requests from the same seed, and others from another', () => {
    if (!put) throw new Error('operation missing');
    const baseline = { url: '/api/things/1', body: sampleOf(put.body) };
    const draw = (seed: string) => fuzzRequests(put, baseline, fuzzRandom(seed, 'PUT /api/things/{id}'), 30);
    expect(draw('one')).toEqual(draw('one'));
    expect(draw('one')).not.toEqual(draw('two'));
  });

  it('finds a 5xx, an error without the JSON shape and a raw echo in a page', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const error = JSON.stringify({ error: { code: 'input_invalid', message: 'Some fields are invalid' } });
    expect(problemsOf({ status: 400, headers: json, text: error }, isErrorBody)).toEqual([]);
    expect(problemsOf({ status: 500, headers: json, text: error }, isErrorBody)).toEqual(['answered 500']);
    expect(problemsOf({ status: 400, headers: json, text: '{"error":"Bad Request"}' }, isErrorBody)).toHaveLength(1);
    expect(
      problemsOf({ status: 404, headers: { 'content-type': 'text/plain' }, text: 'nope' }, isErrorBody),
    ).toHaveLength(1);
    const page = { 'content-type': 'text/html; charset=utf-8' };
    expect(problemsOf({ status: 200, headers: page, text: `<p>${ECHO_MARKER}</p>` }, isErrorBody)).toEqual([
      'echoes the input raw as text/html; charset=utf-8',
    ]);
    expect(problemsOf({ status: 200, headers: page, text: '<p>&lt;script&gt;alert(1)</p>' }, isErrorBody)).toEqual([]);
    const echoing = JSON.stringify({ error: { code: 'input_invalid', message: `Bad ${ECHO_MARKER}` } });
    expect(problemsOf({ status: 400, headers: json, text: echoing }, isErrorBody)).toEqual([
      'error message echoes the input',
    ]);
  });
});
