import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './logging.ts';

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
  const app = Fastify({ loggerInstance: pino({ level }, sink), logController: new RequestLogController() });
  app.get('/ok', () => ({ ok: true }));
  return { app, lines };
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
