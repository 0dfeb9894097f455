// Imported first by scripts/start.ts, for its side effect: keeps `process.nextTick` fast for the life of
// a server on PGlite (issue 19; docs/benchmarks.md, "the request's path, or the process").
//
// PGlite reads its extensions' bundles (pg_trgm) through `pipeline(createReadStream, createGunzip(),
// Writable)`. When that stream is the first heavy user of `nextTick`, every later `nextTick` in the
// process costs several times more to enqueue (400-1,300 ns against ~100 ns), and Fastify's socket
// writes and stream ends go through it on every request. The order is what counts: ticks queued with an
// argument before anything else runs keep it fast. The server on PostgreSQL reads no bundle and is not
// affected; the empty ticks cost it nothing.

const PRIMING_TICKS = 1_000;

function noop(_index: number): void {}

for (let index = 0; index < PRIMING_TICKS; index++) process.nextTick(noop, index);
