// Run as a child process by start-modules.int.test.ts: what a later start loads, as main.ts loads it
// (its own imports, then app.ts), with the default configuration (no Stripe, SMTP, Redis or S3) and an
// in-memory PGlite migrated like a data folder. Prints the packages whose modules were loaded, as JSON.
import { registerHooks } from 'node:module';

const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    // The package a module belongs to: the last node_modules/<name> or node_modules/@scope/<name> in its URL.
    const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    if (name) loaded.add(name);
    return nextLoad(url, context);
  },
});

const { startServerModules } = await import('./start-modules.steps.ts');
await startServerModules();
process.stdout.write(JSON.stringify([...loaded].sort()));
