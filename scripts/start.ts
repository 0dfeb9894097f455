// `npm start`: serve the production build, building it first when apps/web/build is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(root, 'apps/web/build/server/index.js');

if (!existsSync(serverBuild)) {
  console.log('No web build yet: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('`npm run build` failed: not starting.');
    process.exit(build.status ?? 1);
  }
}

const { closeOnSignals, startServer } = await import('../apps/server/src/main.ts');
closeOnSignals(await startServer({ web: 'production' }));
