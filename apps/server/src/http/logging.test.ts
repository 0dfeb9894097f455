import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLogger, RequestLogController, requestIdOf } from './logging.ts';

/** A Fastify app logging at `level` into an array of parsed lines. */
function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = pino({ level }, sink);
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(),
    childLoggerFactory: createRequestLogger,
    genReqId: requestIdOf,
  });
  app.get('/ok', () => ({ ok: true }));
  app.get('/noted', (request) => {
    request.log.info('info from the route');
    request.log.warn({ detail: 1 }, 'warning from the route');
    request.log.child({ step: 'inner' }).error('error from a child');
    return { ok: true };
  });
  app.get('/fails', () => {
    throw new Error('broken');
  });
  return { app, lines, logger };
}

describe('request logs', () => {
  it('writes one line per completed request at info, with its request id', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ url: '/ok?x=1' });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/ok?x=1',
        statusCode: 200,
        requestId: expect.any(String) as unknown,
      }),
    ]);
    await app.close();
  });

  it('writes nothing for a request that went well at warn', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ url: '/ok' });
    app.log.warn('still written');
    expect(lines.map((line) => line.msg)).toEqual(['still written']);
    await app.close();
  });
});

describe("a request's logger", () => {
  it('makes no pino child for a request that writes nothing', async () => {
    const { app, logger } = appLoggingAt('warn');
    await app.ready();
    const made = vi.spyOn(logger, 'child');
    await app.inject({ url: '/ok' });
    expect(made).not.toHaveBeenCalled();
    await app.close();
  });

  it("writes the route's lines at or above the level, each with the request id", async () => {
    const { app, lines } = appLoggingAt('warn');
    const response = await app.inject({ url: '/noted', headers: { 'x-request-id': 'abc-123' } });
    expect(response.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'warning from the route', detail: 1, requestId: 'abc-123' }),
      expect.objectContaining({ level: 50, msg: 'error from a child', step: 'inner', requestId: 'abc-123' }),
    ]);
    await app.close();
  });

  it('writes every line at debug, and an error line for a request that failed at warn', async () => {
    const debug = appLoggingAt('debug');
    await debug.app.inject({ url: '/noted' });
    expect(debug.lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'info from the route',
      'warning from the route',
      'error from a child',
      'request completed',
    ]);
    await debug.app.close();
    const warn = appLoggingAt('warn');
    await warn.app.inject({ url: '/fails' });
    expect(warn.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'broken', requestId: expect.any(String) as unknown }),
    );
    await warn.app.close();
  });

  it("follows the level set on it, and reads the parent's until then", () => {
    const parent = pino({ level: 'warn' });
    const logger = createRequestLogger(parent, { requestId: 'r1' }, {});
    expect(logger.level).toBe('warn');
    logger.level = 'debug';
    expect(logger.level).toBe('debug');
    expect(parent.level).toBe('warn');
  });
});

describe('createLogger', () => {
  it('loses no line when the process exits right after logging', () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(new URL('./logging.ts', import.meta.url).href)});
      const log = createLogger({ LOG_LEVEL: 'info' });
      for (let i = 0; i < 2000; i += 1) log.info({ i }, 'line');
      log.fatal('last words');
      process.exit(3);
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(3);
    const lines = child.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2001);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ level: 60, msg: 'last words', service: 'spindle' });
  });
});
