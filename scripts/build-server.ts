// `node scripts/build-server.ts`: bundles the server (apps/server/src/main.ts and everything it loads
// of ours, with the pure-JavaScript packages it uses) into apps/server/build, for later starts
// (scripts/server-bundle.ts says when it may be used; docs/server.md, "The server bundle"). Part of
// `npm run build`; `npm start` runs it in the background when the bundle is missing or stale.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT, SERVER_BUNDLE_DIR, inputsDigest, newestInput } from './server-bundle.ts';

/**
 * Left to Node at run time: native or WebAssembly packages and those that read files beside them
 * (PGlite, argon2, sharp, pino's transports, the IP database), the packages of optional services and
 * documents that load only when used (each `import()`ed or `require`d where it is used:
 * start-modules.int.test.ts and server-bundle.int.test.ts), React and React Router (the web build
 * imports them too: one copy), and the development tools.
 */
const EXTERNAL = new RegExp(
  `^(${[
    '@electric-sql/pglite',
    'argon2',
    '@node-rs/.+',
    'sharp',
    '@img/.+',
    'stripe',
    'pg',
    'pg-.+',
    'ioredis',
    'nodemailer',
    'pdfkit',
    'fontkit',
    'exceljs',
    '@aws-sdk/.+',
    '@smithy/.+',
    'openid-client',
    'jose',
    '@fastify/swagger.*',
    'yaml',
    'react',
    'react-dom',
    'react-router',
    '@react-router/.+',
    'i18next',
    'react-i18next',
    'pino',
    'pino-.+',
    'thread-stream',
    'maxmind',
    'mmdb-lib',
    'vite',
    '@vitejs/.+',
    'rolldown',
    'lightningcss',
    'esbuild',
    'fsevents',
    'ffmpeg-static',
    '@ffmpeg-installer/.+',
    '@breezystack/lamejs',
  ].join('|')})(/|$)`,
);

/**
 * Our sources keep their own location: `import.meta.url`, `.dirname` and `.filename` are written as
 * the source file's, so files found beside a module (migrations, the public folder, the web build,
 * worker scripts, word lists) are found from the bundle as from the sources.
 */
const ourLocations: esbuild.Plugin = {
  name: 'spindle-locations',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
    );
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Builds the bundle into `outdir` (inside the repository, so that Node finds the external packages
 * from it), then writes its stamp: the newest input change
 * and the digest of the inputs' paths, times and sizes, both taken before the build began. The files are
 * written beside it first and each moved in with a rename, the stamp last, so a start never reads a
 * half-written file, and starts that bundle at once (several instances) write the same files.
 * `clean` removes the earlier bundle's files first (`npm run build`); otherwise they stay, so a server
 * running from the earlier bundle still finds the chunks it loads when used.
 */
export async function buildServerBundle(
  outdir: string = SERVER_BUNDLE_DIR,
  options: { clean?: boolean } = {},
): Promise<void> {
  const newestInputMs = newestInput(ROOT);
  const inputs = inputsDigest(ROOT);
  const scratch = `${outdir}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await esbuild.build({
      entryPoints: [path.join(ROOT, 'apps/server/src/main.ts')],
      bundle: true,
      // Modules `import()`ed when used stay chunks of their own, loaded when used.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      outdir: scratch,
      plugins: [ourLocations],
      logLevel: 'warning',
      // CommonJS packages in the bundle (and Ajv's compiled validators) `require` at run time.
      banner: {
        js: "import { createRequire as __spindleRequire } from 'node:module'; const require = __spindleRequire(import.meta.url);",
      },
      legalComments: 'none',
    });
    if (options.clean) await rm(outdir, { recursive: true, force: true });
    await mkdir(outdir, { recursive: true });
    // The entry last of the code: the chunks it imports are in place before it is.
    const files = (await readdir(scratch)).sort((a, b) => Number(a === 'main.js') - Number(b === 'main.js'));
    for (const file of files) await rename(path.join(scratch, file), path.join(outdir, file));
    await writeFile(path.join(scratch, 'inputs.json'), `${JSON.stringify({ newestInputMs, inputs })}\n`);
    await rename(path.join(scratch, 'inputs.json'), path.join(outdir, 'inputs.json'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const startedAt = performance.now();
  const outdir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  await buildServerBundle(outdir ? path.resolve(outdir) : SERVER_BUNDLE_DIR, {
    clean: process.argv.includes('--clean'),
  });
  console.log(`bundled the server in ${Math.round(performance.now() - startedAt)} ms`);
}
