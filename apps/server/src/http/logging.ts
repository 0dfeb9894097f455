// Structured JSON logs (pino) with one id per request, taken from x-request-id when a proxy set one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the incoming x-request-id when it looks like one (proxies, in-process calls), else a UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

let stdoutDestination: DestinationStream | undefined;

/** Lines are gathered up to this many bytes, or this long, before one write hands them over. */
const LOG_BATCH_BYTES = 4096;
const LOG_BATCH_MS = 250;

/**
 * Standard output, written without blocking: lines are gathered (up to 4 KiB, at most 250 ms) and
 * handed to the system in the background, one write for many requests instead of one blocking write
 * per line. What is still gathered when the process exits (process.exit included, after a fatal
 * error) is written synchronously first (pino's exit hook). One destination for every logger of the
 * process, so their lines never interleave mid-line.
 */
function stdoutWithoutBlocking(): DestinationStream {
  stdoutDestination ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_BATCH_MS,
  });
  return stdoutDestination;
}

/** The process logger: JSON lines, secrets redacted. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'spindle' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
  };
  return config.LOG_LEVEL === 'silent' ? pino(options) : pino(options, stdoutWithoutBlocking());
}

const INFO = pino.levels.values.info ?? 30;

/** Whether a logger at `level` writes info lines ('silent' and unknown levels write none). */
function logsInfo(level: string): boolean {
  const value = level === 'silent' ? Infinity : pino.levels.values[level];
  return value !== undefined && value <= INFO;
}

/** One line per request when it completes (the "incoming" line only at debug level), labelled requestId. */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // At warn and above only errors are written: nothing to put together for a request that went well.
    if (!error && !logsInfo(reply.log.level)) return;
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.raw.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

type LineLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** Whether a logger at `level` writes lines of `lineLevel`. */
function writes(level: string, lineLevel: LineLevel): boolean {
  const threshold = level === 'silent' ? Infinity : pino.levels.values[level];
  return threshold !== undefined && (pino.levels.values[lineLevel] ?? 0) >= threshold;
}

/**
 * A request's logger whose pino child (its bindings serialised: the request id) is made by the first
 * line it writes. Fastify makes one per request; at warn, the production level of a busy server, a
 * request that goes well writes nothing, and the child was ~1 % of a small answer's time (issue 19).
 * Lines below the level are dropped without making it, as pino drops them.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** The child's when made, else the parent's (which the child would inherit). */
  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  #write(lineLevel: LineLevel, args: unknown[]): void {
    if (!this.#child && !writes(this.#parent.level, lineLevel)) return;
    const write: (...line: unknown[]) => void = this.#made()[lineLevel];
    write.apply(this.#child, args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  silent(): void {}
}

/** Fastify's childLoggerFactory: each request's logger, its pino child made only when it writes. */
export function createRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Its methods take what pino's LogFn takes and hand it over unchanged.
  return new RequestLogger(parent, bindings, options);
}
