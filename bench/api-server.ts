// The server without its pages (API only), as the PostgreSQL catalogue bench runs it: DATABASE_URL,
// PORT and the rest come from the environment.
import { closeOnSignals, startServer } from '../apps/server/src/main.ts';

closeOnSignals(await startServer({ web: 'none' }));
