// Hostile requests generated from the API's own OpenAPI document (docs/server.md, "The fuzz test"; decision 0014):
// for each operation, variations of a valid-looking request that an attacker or a broken client
// sends: wrong types, missing and extra fields, huge strings, NUL and control characters, unicode
// oddities, invalid JSON, wrong content types, truncated multipart, path and query values of the
// wrong shape. Every draw comes from one seeded generator, so a seed replays the same requests.
import { createSeededRandom, type SeededRandom } from '@spindle/domain';

/** The part of a JSON Schema (as the OpenAPI document holds it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperationObject {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The OpenAPI document's paths, as @fastify/swagger writes them. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperationObject>>;
}

/** One operation: its method, its path template ('/api/projects/{id}'), its inputs. */
export interface FuzzOperation {
  method: string;
  path: string;
  pathParams: string[];
  query: OpenApiParameter[];
  /** Declared header parameters ('idempotency-key'). */
  headers: string[];
  body: JsonSchema | undefined;
}

/** What a hostile request is built on: a URL that reaches the handler, and a body that passes. */
export interface FuzzBaseline {
  url: string;
  body: unknown;
}

/** One request to send (app.inject's options), with what was done to it. */
export interface FuzzRequest {
  kind: string;
  detail: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Text that must never come back raw in a page: any echo of it is a cross-site scripting hole. */
export const ECHO_MARKER = '<script>alert("spindle-fuzz")</script>';

const HUGE_STRING_CHARS = 100 * 1024;

/** Control characters, NUL first (PostgreSQL refuses 0x00 in text). */
const CONTROL_TEXTS = ['\u0000', 'a\u0000b', '\u0001\u0002\u0003', '\u001b[31m', '\r\nSet-Cookie: x=1', '\u007f\u0085'];

/** Text that trips naive handling of unicode: lone surrogates, direction overrides, joiners, odd case mappings. */
const UNICODE_TEXTS = [
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\u200b\u200c\u200d\ufeff',
  '👩‍👩‍👧‍👦'.repeat(50),
  'İıſK',
  '\uffff\ufffe',
  'e\u0301\u0301\u0301\u0301\u0301',
  '＜script＞',
  '\u2028\u2029',
];

/** Path parameter values of the wrong shape (already encoded for the URL). */
const PATH_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%28%8C%BC',
  encodeURIComponent(ECHO_MARKER),
  '%20',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'image/png',
];

const INVALID_JSON = [
  '{"a":',
  '{',
  "{'single': 'quotes'}",
  '{"a": 1,}',
  'null',
  '[]',
  '"text"',
  '1e99999',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '\u0000',
];

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-03-02T10:00:00.000Z';
  if (schema.format === 'date') return '2026-03-02';
  if (schema.format === 'uri') return 'https://example.com/';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Valid values of fields whose rule the schema cannot show (a refinement, a custom check). */
const FIELD_HINTS: Record<string, unknown> = {
  email: 'fuzz@example.com',
  password: 'Fuzz-password-2026',
  current_password: 'Fuzz-password-2026',
  country_id: 'FR',
  cart_id: 'fuzzcart01',
  zip_code: '75011',
  currency: 'EUR',
  lang: 'en',
};

/** A value the schema accepts where it can tell (patterns aside): defaults, enums, minimal lengths. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0], depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name));
      return Object.fromEntries(
        entries.map(([name, inner]) => [name, FIELD_HINTS[name] ?? sampleOf(inner, depth + 1)]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, depth + 1));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A value of another type than the schema's (or than `value`'s). */
function wrongTypeValue(random: SeededRandom, value: unknown): unknown {
  const candidates: unknown[] = [
    ECHO_MARKER,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    [],
    [ECHO_MARKER],
    {},
    { [ECHO_MARKER]: ECHO_MARKER },
    '',
    '12abc',
  ];
  return random.pick(candidates.filter((candidate) => typeof candidate !== typeof value || candidate === null));
}

/** A hostile text of one family, the echo marker in it where it fits. */
function hostileText(random: SeededRandom, family: 'huge' | 'control' | 'unicode'): string {
  if (family === 'huge') return `${ECHO_MARKER}${random.pick(['a', 'é', '€', '<'])}`.repeat(HUGE_STRING_CHARS / 40);
  if (family === 'control') return `${random.pick(CONTROL_TEXTS)}${ECHO_MARKER}`;
  return `${random.pick(UNICODE_TEXTS)}${ECHO_MARKER}`;
}

/** Field paths of an object body, nested objects included ('customer.email'). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...fieldPaths(inner, [...prefix, key])]);
}

/** A deep copy of `body` with the field at `path` set to `value` (or removed when value is undefined). */
function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? ECHO_MARKER;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function jsonRequest(base: Omit<FuzzRequest, 'headers' | 'payload'>, body: unknown): FuzzRequest {
  return { ...base, headers: JSON_HEADERS, payload: JSON.stringify(body) };
}

/** A body field set to something it must refuse (or, for `extra`, a field it does not know). */
function bodyFieldCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const paths = fieldPaths(baseline.body);
  const path =
    paths.length > 0 && kind !== 'body-extra'
      ? random.pick(paths)
      : [random.pick(['extra', ECHO_MARKER, '__proto__', 'constructor'])];
  const current = path.reduce<unknown>(
    (value, key) => (value as Record<string, unknown> | undefined)?.[key],
    baseline.body,
  );
  const value =
    kind === 'body-missing'
      ? undefined
      : kind === 'body-wrong-type' || kind === 'body-extra'
        ? wrongTypeValue(random, current)
        : hostileText(random, kind === 'body-huge' ? 'huge' : kind === 'body-control' ? 'control' : 'unicode');
  const body =
    baseline.body !== null && typeof baseline.body === 'object' ? withField(baseline.body, path, value) : value;
  return jsonRequest({ kind, detail: path.join('.'), method: op.method, url: baseline.url }, body);
}

/** A body that is not what the operation reads: invalid JSON, another content type, broken multipart. */
function rawBodyCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const base = { kind, method: op.method, url: baseline.url };
  if (kind === 'invalid-json') {
    const payload = random.pick(INVALID_JSON);
    return { ...base, detail: payload.slice(0, 40), headers: JSON_HEADERS, payload };
  }
  if (kind === 'content-type') {
    const contentType = random.pick(WRONG_CONTENT_TYPES);
    const payload = contentType.startsWith('application/x-www') ? `a=${encodeURIComponent(ECHO_MARKER)}` : ECHO_MARKER;
    return { ...base, detail: contentType, headers: { 'content-type': contentType }, payload };
  }
  const boundary = `fuzz${random.int(1000, 9999)}`;
  const whole =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${ECHO_MARKER}.wav"\r\n` +
    `Content-Type: audio/wav\r\n\r\nRIFF\u0024\u0000\u0000\u0000WAVEfmt \r\n--${boundary}--\r\n`;
  const cut = random.int(1, whole.length - 2);
  return {
    ...base,
    detail: `cut at ${cut}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: whole.slice(0, cut),
  };
}

/** The baseline's URL with one query parameter made hostile. */
function queryCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const url = new URL(baseline.url, 'http://spindle.test');
  const name = random.pick(op.query).name;
  let raw = '';
  if (kind === 'query-array') {
    url.searchParams.append(name, ECHO_MARKER);
    url.searchParams.append(name, '2');
  } else if (kind === 'query-huge') url.searchParams.set(name, hostileText(random, 'huge'));
  else if (kind === 'query-control') url.searchParams.set(name, hostileText(random, 'control'));
  else if (random.chance(0.3)) raw = `&${name}=${random.pick(['%E0%A4%A', '%', '%zz', '%C0%AF'])}`;
  else url.searchParams.set(name, String(wrongTypeValue(random, 1)));
  const detail = `${name}${raw ? ' raw' : ''}`;
  const target = `${url.pathname}${url.search}${raw ? (url.search ? raw : `?${raw.slice(1)}`) : ''}`;
  const request = { kind, detail, method: op.method, url: target, headers: {} };
  return op.method === 'GET' || op.method === 'DELETE' ? request : jsonRequest(request, baseline.body ?? {});
}

/** The baseline's URL with one path parameter of the wrong shape. */
function pathCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const [pathname = '', search = ''] = baseline.url.split('?');
  const segments = pathname.split('/');
  const templated = op.path.split('/').flatMap((segment, index) => (segment.startsWith('{') ? [index] : []));
  const index = random.pick(templated);
  const value = random.pick(PATH_VALUES);
  segments[index] = value;
  const url = `${segments.join('/')}${search ? `?${search}` : ''}`;
  const request = { kind, detail: value, method: op.method, url, headers: {} };
  return op.method === 'GET' || op.method === 'DELETE' ? request : jsonRequest(request, baseline.body ?? {});
}

/** Cookies the app reads (COOKIE_NAMES), and values a forged one may hold (percent-encoded, as a header carries them). */
const COOKIES = ['token', 'cookie_id', 'sponsor', 'cart', 'ori', 'lang', 'currency'];
const COOKIE_VALUES = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  encodeURIComponent(ECHO_MARKER),
  'x'.repeat(4000),
  '-1',
  '""',
  'j%3A%7B%7D',
];

/** Hostile cookies: the session, the cart, the language... set to what no browser of ours would send. */
function cookieCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const names = random.shuffle(COOKIES).slice(0, random.int(1, 3));
  const cookie = names.map((name) => `${name}=${random.pick(COOKIE_VALUES)}`).join('; ');
  const request = { kind, detail: cookie.slice(0, 60), method: op.method, url: baseline.url, headers: { cookie } };
  return op.method === 'GET' || op.method === 'DELETE' ? request : jsonRequest(request, baseline.body ?? {});
}

/** A declared header parameter (Idempotency-Key) set to a value of the wrong shape. */
function headerCase(kind: string, op: FuzzOperation, baseline: FuzzBaseline, random: SeededRandom): FuzzRequest {
  const name = random.pick(op.headers);
  const value = random.pick([
    '',
    ' ',
    'x'.repeat(10_000),
    encodeURIComponent(ECHO_MARKER),
    ECHO_MARKER,
    '%00',
    '1'.repeat(300),
  ]);
  const request = {
    kind,
    detail: `${name}: ${value.slice(0, 40)}`,
    method: op.method,
    url: baseline.url,
    headers: { [name]: value },
  };
  return op.method === 'GET' || op.method === 'DELETE' ? request : jsonRequest(request, baseline.body ?? {});
}

const BODY_FIELD_KINDS = ['body-wrong-type', 'body-missing', 'body-extra', 'body-huge', 'body-control', 'body-unicode'];
const RAW_BODY_KINDS = ['invalid-json', 'content-type', 'multipart-truncated'];
const QUERY_KINDS = ['query-wrong-type', 'query-array', 'query-huge', 'query-control'];

/** The kinds of hostile request that apply to an operation. */
export function kindsOf(op: FuzzOperation): string[] {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return [
    ...(hasBody ? [...RAW_BODY_KINDS, ...BODY_FIELD_KINDS] : []),
    ...(op.query.length > 0 ? QUERY_KINDS : []),
    ...(op.pathParams.length > 0 ? ['path-shape', 'path-shape'] : []),
    ...(op.headers.length > 0 ? ['header'] : []),
    'cookie',
  ];
}

/**
 * `count` hostile requests for an operation (at least one of each kind that applies), drawn from
 * `random`: the same seed gives the same requests.
 */
export function fuzzRequests(
  op: FuzzOperation,
  baseline: FuzzBaseline,
  random: SeededRandom,
  count: number,
): FuzzRequest[] {
  const kinds = kindsOf(op);
  const total = Math.max(count, kinds.length);
  return Array.from({ length: total }, (_, index) => {
    const kind = index < kinds.length ? (kinds[index] ?? '') : random.pick(kinds);
    if (BODY_FIELD_KINDS.includes(kind)) return bodyFieldCase(kind, op, baseline, random);
    if (RAW_BODY_KINDS.includes(kind)) return rawBodyCase(kind, op, baseline, random);
    if (QUERY_KINDS.includes(kind)) return queryCase(kind, op, baseline, random);
    if (kind === 'cookie') return cookieCase(kind, op, baseline, random);
    if (kind === 'header') return headerCase(kind, op, baseline, random);
    return pathCase(kind, op, baseline, random);
  });
}

/** A seeded generator for the fuzz run (FUZZ_SEED, else a fixed seed, so CI replays the same requests). */
export function fuzzRandom(seed: string, label: string): SeededRandom {
  return createSeededRandom(`${seed}:${label}`);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer to a hostile request: a 5xx, an error without the JSON shape, a raw echo. */
export function problemsOf(
  answer: { status: number; headers: Record<string, unknown>; text: string },
  isErrorBody: (value: unknown) => boolean,
): string[] {
  const problems: string[] = [];
  const header = answer.headers['content-type'];
  const contentType = typeof header === 'string' ? header : '';
  const isJson = contentType.startsWith('application/json');
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    const parsed = isJson ? parsedJson(answer.text) : undefined;
    if (!isErrorBody(parsed)) problems.push(`error without the JSON error shape (${contentType || 'no content type'})`);
    else if ((parsed as { error: { message: string } }).error.message.includes('<script'))
      problems.push('error message echoes the input');
  }
  if (!isJson && answer.text.includes('<script>alert(')) problems.push(`echoes the input raw as ${contentType}`);
  return problems;
}
