// A short-lived cache of what anonymous visitors read from the catalogue (home, the shop, project
// pages and their "more" and recommendations). A visitor's answer depends only on the URL, the
// language and the country, so the same page asked again within the TTL is served from memory; the
// first request of a burst computes it and the others wait for that one answer (single flight).
// Signed-in users are never served from it (pro prices, wishlist state). Any write that succeeds
// through the API empties it, and the TTL bounds how long a change made elsewhere (a job, another
// instance) stays unseen. docs/decisions/0010-visitor-read-cache.md.

import type { FastifyReply } from 'fastify';
import { inProcessReplyOf } from './in-process-endpoints.ts';

export interface VisitorReadCacheOptions {
  /** How long an answer lives; 0 turns the cache off. */
  ttlMs: number;
  /** The most answers kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** The answer once `value` resolved: a hit reads it without waiting for a promise. */
  settled?: { value: unknown };
}

export interface VisitorReadCache {
  /** The cached answer for `key`, else `compute()`'s, which is kept for the TTL once it succeeds. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The kept answer for `key` when it is fresh and already computed (what `read` would resolve with),
   * else undefined: a hit answers in the same turn, without a promise.
   */
  settledAnswer(key: string): unknown;
  /** Forgets everything (a write succeeded). */
  clear(): void;
  /** Whether answers are kept at all (a TTL above 0). */
  readonly keeps: boolean;
  readonly size: number;
}

export function createVisitorReadCache({
  ttlMs,
  maxEntries = 1_000,
  now = Date.now,
}: VisitorReadCacheOptions): VisitorReadCache {
  // clear() drops answers still being computed too: one that began before a write is never kept.
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = compute();
      const entry: Entry = { expiresAt: at + ttlMs, value };
      entries.set(key, entry);
      // Errors are not remembered: the next request asks again.
      value.then(
        (answer) => {
          entry.settled = { value: answer };
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return value;
    },
    settledAnswer(key: string): unknown {
      if (ttlMs <= 0) return undefined;
      const hit = entries.get(key);
      return hit?.settled && hit.expiresAt > now() ? hit.settled.value : undefined;
    },
    clear() {
      entries.clear();
    },
    keeps: ttlMs > 0,
    get size() {
      return entries.size;
    },
  };
}

/** `value` with every object and array inside it frozen. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

function bytesOf(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache with the JSON a route sent: on a miss `read()` runs and its result is
 * serialised once through the route's response schema (so checked against the contract) and encoded
 * once as UTF-8; every hit sends those bytes as they are, without validating, serialising and
 * encoding the same objects again. A hit whose bytes are ready is sent at once (the reply, sent, is
 * returned); otherwise the answer is sent when it is ready (a promise of the reply).
 */
export function sendKept<T>(
  cache: VisitorReadCache,
  key: string,
  reply: FastifyReply,
  read: () => Promise<T>,
): FastifyReply | Promise<T | FastifyReply> {
  // With the cache off the read is answered as any other route's: its object serialised by Fastify as a
  // string, which Node writes with the headers in one write, instead of bytes encoded for a cache that
  // keeps nothing (a signed-in fan's path; the catalogue bench's PostgreSQL row runs this way).
  if (!cache.keeps) return read();
  // A page's loader reading in process (http/in-process-endpoints.ts) is kept the checked object, beside
  // the bytes: it is never turned into JSON. Every visitor's page shares it, so it is frozen: a loader
  // or a component that changed it would throw instead of showing the change to the next visitors.
  const inProcess = inProcessReplyOf(reply);
  if (inProcess) {
    return cache
      .read(`${key}|value`, async () => deepFreeze(inProcess.check(await read())))
      .then((value) => inProcess.sendChecked(value) as unknown as FastifyReply);
  }
  if (sendKeptAtOnce(cache, key, reply)) return reply;
  return cache
    .read(key, async () => bytesOf(reply.serialize(await read())))
    .then((json) => reply.type(JSON_TYPE).send(json));
}

/**
 * Sends the bytes `sendKept` kept for `key` when they are fresh and ready, with the same headers, and
 * returns true; else returns false and sends nothing. A route can try it before its input is read,
 * validated and handled (http/endpoint-route.ts, EarlyAnswer): a kept answer exists only for a URL that
 * went through all of that once, and gets the same answer again.
 */
export function sendKeptAtOnce(cache: VisitorReadCache, key: string, reply: FastifyReply): boolean {
  const kept = cache.settledAnswer(key);
  if (kept === undefined) return false;
  reply.type(JSON_TYPE).send(kept);
  return true;
}
