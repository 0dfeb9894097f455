import { describe, expect, it } from 'vitest';
import { createSystemService, HEALTH_CHECK_REUSE_MS } from './system.service.ts';

/** A database stand-in whose pings the test answers one by one, and a clock the test moves. */
function setup(reuseMs = HEALTH_CHECK_REUSE_MS) {
  let time = 1_000_000;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let pings = 0;
  const system = createSystemService({
    repo: {
      ping: () => {
        pings += 1;
        return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      },
      findLiveAnnouncement: () => Promise.resolve(null),
    },
    databaseKind: 'pglite',
    resolveBuildId: () => Promise.resolve('build-1'),
    migrationsApplied: () => Promise.resolve(true),
    startedAt: time,
    healthCheckReuseMs: reuseMs,
    now: () => time,
  });
  return {
    system,
    pings: () => pings,
    answerNext: (error?: Error) => {
      const next = pending.shift();
      if (!next) throw new Error('no ping waiting');
      if (error) next.reject(error);
      else next.resolve();
    },
    advance: (ms: number) => (time += ms),
  };
}

describe('health', () => {
  it('shares one database check between the calls that arrive while it runs', async () => {
    const t = setup();
    const answers = [t.system.health(), t.system.health(), t.system.health()];
    expect(t.pings()).toBe(1);
    t.answerNext();
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe('ok');
    expect(t.pings()).toBe(1);
  });

  it('gives the reused answer at once only while it is reused, never while a check runs', async () => {
    const t = setup();
    expect(t.system.reusedHealth()).toBeNull();
    const first = t.system.health();
    expect(t.system.reusedHealth()).toBeNull();
    t.answerNext();
    await first;
    t.advance(HEALTH_CHECK_REUSE_MS - 1);
    expect(t.system.reusedHealth()).toEqual(await t.system.health());
    expect(t.pings()).toBe(1);
    t.advance(1);
    expect(t.system.reusedHealth()).toBeNull();
    const fresh = t.system.health();
    expect(t.system.reusedHealth()).toBeNull();
    t.answerNext(new Error('connection refused'));
    await fresh;
    expect(t.system.reusedHealth()).toMatchObject({ status: 'degraded' });
    expect(t.pings()).toBe(2);
  });

  it('reuses a check for a second, then asks the database again', async () => {
    const t = setup();
    const first = t.system.health();
    t.answerNext();
    await first;
    t.advance(HEALTH_CHECK_REUSE_MS - 1);
    expect(await t.system.health()).toMatchObject({ status: 'ok', uptimeSeconds: 1 });
    expect(t.pings()).toBe(1);

    t.advance(1);
    const fresh = t.system.health();
    expect(t.pings()).toBe(2);
    t.answerNext(new Error('connection refused'));
    expect(await fresh).toEqual({ status: 'degraded', database: 'pglite', uptimeSeconds: 1 });
  });

  it('reports a database that answers again once the failed check is a second old', async () => {
    const t = setup();
    const failed = t.system.health();
    t.answerNext(new Error('connection refused'));
    expect((await failed).status).toBe('degraded');
    expect((await t.system.health()).status).toBe('degraded');
    t.advance(HEALTH_CHECK_REUSE_MS);
    const recovered = t.system.health();
    t.answerNext();
    expect((await recovered).status).toBe('ok');
    expect(t.pings()).toBe(2);
  });

  it('checks on every call that finds none running when reuse is off', async () => {
    const t = setup(0);
    for (let call = 1; call <= 3; call += 1) {
      const answer = t.system.health();
      expect(t.pings()).toBe(call);
      t.answerNext();
      await answer;
    }
  });
});
