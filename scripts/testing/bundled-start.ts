// Run as a child process by scripts/build-server.int.test.ts: starts the API from a server bundle (the
// path in argv[2]) as a later `npm start` would load it, then prints its URL and every module URL it
// loaded, as one line of JSON.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as ServerMainModule from '../../apps/server/src/main.ts';

type ServerMain = typeof ServerMainModule;

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});

const bundle = process.argv[2];
if (!bundle) throw new Error('usage: bundled-start.ts <bundle entry>');
const { startServer } = (await import(pathToFileURL(bundle).href)) as ServerMain;
const server = await startServer({ web: 'none' });
process.stdout.write(`${JSON.stringify({ url: server.url, loaded })}\n`);
