// What one instance tells the others: "this topic changed, drop your copy". On PostgreSQL it goes through
// LISTEN/NOTIFY on one channel (a dedicated connection listens; a publish is one pg_notify through the
// pool), so every instance on the same database hears it. On PGlite (one process) it is an in-process
// emitter shared by the apps opened on the same Database. A topic carries no data: it only says a copy
// is stale, so a missed message (the listening connection dropped) is made good by telling every
// subscriber once the connection is back. docs/scaling.md.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Database, driverOf } from '@spindle/db';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';

export const CLUSTER_CHANNEL = 'spindle_cluster';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const CLUSTER_LISTENER_NAME = 'spindle-cluster-bus';
const RECONNECT_MS = 1_000;

export interface ClusterBus {
  /** Tells every instance (this one included) that `topic` changed. */
  publish(topic: string): Promise<void>;
  /** Calls `listener` each time `topic` changes anywhere; returns how to stop. */
  subscribe(topic: string, listener: () => void): () => void;
  /** Resolves once this instance hears the others (the LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  topic: string;
  origin: string;
}

const localEmitters = new WeakMap<Database, EventEmitter>();

function emitterOf(database: Database): EventEmitter {
  let emitter = localEmitters.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    localEmitters.set(database, emitter);
  }
  return emitter;
}

/** The bus of the instances sharing `database`. */
export function createClusterBus(
  database: Database,
  logger?: FastifyBaseLogger,
  /** Where the listening session connects (DATABASE_DIRECT_URL); the database's own URL by default. */
  listenUrl?: string,
): ClusterBus {
  const subscribers = new Map<string, Set<() => void>>();
  const deliver = (topic: string) => {
    for (const listener of subscribers.get(topic) ?? []) listener();
  };
  const deliverAll = () => {
    for (const topic of subscribers.keys()) deliver(topic);
  };
  const subscribe = (topic: string, listener: () => void) => {
    const set = subscribers.get(topic) ?? new Set();
    set.add(listener);
    subscribers.set(topic, set);
    return () => set.delete(listener);
  };
  if (database.kind === 'pglite') return localBus(database, deliver, subscribe);
  return postgresBus(database, { deliver, deliverAll, subscribe, logger, listenUrl });
}

function localBus(
  database: Database,
  deliver: (topic: string) => void,
  subscribe: ClusterBus['subscribe'],
): ClusterBus {
  const emitter = emitterOf(database);
  emitter.on('change', deliver);
  return {
    publish: (topic) => {
      emitter.emit('change', topic);
      return Promise.resolve();
    },
    subscribe,
    ready: () => Promise.resolve(),
    close: () => {
      emitter.off('change', deliver);
      return Promise.resolve();
    },
  };
}

interface PostgresBusParts {
  deliver(topic: string): void;
  deliverAll(): void;
  subscribe: ClusterBus['subscribe'];
  logger: FastifyBaseLogger | undefined;
  listenUrl: string | undefined;
}

function postgresBus(database: Database, parts: PostgresBusParts): ClusterBus {
  const driver = driverOf(database);
  if (driver.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  const origin = randomUUID();
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    const parsed = parseMessage(message.payload);
    // This instance already applied its own change when it published.
    if (parsed && parsed.origin !== origin) parts.deliver(parsed.topic);
  };
  const connect = async (reconnecting: boolean): Promise<void> => {
    const { default: pg } = await import('pg');
    const next = new pg.Client({
      connectionString: parts.listenUrl ?? driver.pool.options.connectionString,
      application_name: CLUSTER_LISTENER_NAME,
    });
    next.on('notification', onNotification);
    next.on('error', (err) => {
      parts.logger?.warn({ err }, 'cluster bus connection lost');
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CLUSTER_CHANNEL}`);
    if (closed) return void (await next.end());
    client = next;
    // Whatever changed while nobody listened is unknown: every copy is dropped.
    if (reconnecting) parts.deliverAll();
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect(true).catch((err: unknown) => {
        parts.logger?.warn({ err }, 'cluster bus reconnect failed');
        schedule();
      });
    }, RECONNECT_MS);
  };
  const first = connect(false);
  first.catch((err: unknown) => {
    parts.logger?.warn({ err }, 'cluster bus could not listen');
    schedule();
  });

  return {
    async publish(topic) {
      parts.deliver(topic);
      const payload = JSON.stringify({ topic, origin } satisfies Message);
      await database.db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${payload})`);
    },
    subscribe: parts.subscribe,
    ready: () => first,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await first.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

function parseMessage(payload: string | undefined): Message | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<Message>;
    return typeof value.topic === 'string' && typeof value.origin === 'string'
      ? { topic: value.topic, origin: value.origin }
      : null;
  } catch {
    return null;
  }
}
