// One instance of the API (no pages) in its own process, configured by the environment (DATABASE_URL,
// REDIS_URL, S3_*, PORT...): the processes the kill -9 cluster test and `npm run bench`'s cluster part
// start and stop (docs/scaling.md). SIGTERM closes it gracefully; SIGKILL is what a crash looks like.
import { closeOnSignals, startServer } from '../main.ts';

closeOnSignals(await startServer({ web: 'none' }));
