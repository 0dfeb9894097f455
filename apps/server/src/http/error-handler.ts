// Fastify's error and not-found handlers: every failure leaves as `{ error: { code, message, fields? } }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@spindle/contracts/http';
import { AppError, errorBody, messageOfCode, type FieldErrors } from './errors.ts';

/** One failed check as fastify-type-provider-zod reports it (a zod issue flattened). */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const TRANSLATION_KEY = /^[a-z][a-z0-9_]*$/;

/** The value at a JSON pointer ('/customer/email') inside the validated request part. */
function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const segment of pointer.split('/').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The spec's field code (section 5) for one failed check: input_required, input_must_integer,
 * input_must_number, email_invalid; a custom message that is itself a key wins (a custom validation
 * "may return its own message").
 */
export function fieldCodeOf(issue: ValidationIssue, value: unknown): string {
  if (issue.message && TRANSLATION_KEY.test(issue.message)) return issue.message;
  if (isBlank(value)) return 'input_required';
  const { expected, format, origin } = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (expected === 'int' || format === 'safeint') return 'input_must_integer';
      if (expected === 'number' || expected === 'bigint') return 'input_must_number';
      return 'input_invalid';
    case 'invalid_format':
      return format === 'email' ? 'email_invalid' : 'input_invalid';
    case 'too_small':
      return origin === 'string' ? 'input_too_short' : 'input_too_small';
    case 'too_big':
      return origin === 'string' ? 'input_too_long' : 'input_too_big';
    case 'invalid_value':
      return 'input_invalid_choice';
    default:
      return 'input_invalid';
  }
}

/** Field name of a JSON pointer: '/customer/email' -> 'customer.email'; the whole part -> '_'. */
function fieldNameOf(pointer: string): string {
  const name = pointer.split('/').filter(Boolean).join('.');
  return name === '' ? '_' : name;
}

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Field codes for a zod validation failure, keeping the first code of each field. */
export function fieldErrorsOf(issues: readonly ValidationIssue[], data: unknown): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = fieldNameOf(issue.instancePath);
    fields[name] ??= fieldCodeOf(issue, valueAt(data, issue.instancePath));
  }
  return fields;
}

function codeOfFastifyError(error: FastifyError, status: number): ErrorCode {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'invalid_json';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
}

/** Parse failures of a multipart body (busboy's words): the body is broken, not the server. */
const MALFORMED_MULTIPART =
  /unexpected end of multipart data|terminated early due to unexpected end of multipart data|boundary not found|boundary required/i;

/** Whether an error is a multipart body that could not be parsed (truncated, no boundary). */
export function isMalformedMultipart(error: Error, contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/') && MALFORMED_MULTIPART.test(error.message);
}

function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: FieldErrors) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, fields));
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any route or hook runs (a
 * path that is not valid percent-encoded UTF-8, FST_ERR_BAD_URL) leave in the same JSON shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
  const code = status >= 500 ? 'internal_error' : codeOfFastifyError(error, status);
  void sendError(reply, status >= 500 ? 500 : status, code, messageOfCode(code));
}

/** Installs the error and not-found handlers on the root instance (children inherit them). */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(error.validation, requestPart(request, error.validationContext));
      return sendError(reply, 400, 'input_invalid', messageOfCode('input_invalid'), fields);
    }
    if (isMalformedMultipart(error, request.headers['content-type'])) {
      return sendError(reply, 400, 'bad_request', messageOfCode('bad_request'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const code = codeOfFastifyError(error, status);
      return sendError(reply, status, code, messageOfCode(code));
    }
    // 500: log everything, show nothing but the request id (for support).
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', `${messageOfCode('internal_error')} (request ${request.id})`);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'not_found', messageOfCode('not_found')));
}
