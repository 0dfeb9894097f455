// Ready-made databases for tests: build a migrated (optionally seeded) database once, keep it, and
// hand out copies. PGlite copies come from a data-folder dump cached in the OS temp folder;
// PostgreSQL copies are CREATE DATABASE ... TEMPLATE of a template database. Both are keyed by a hash
// of everything that shapes the data (migrations, seed code, domain tables), so a change rebuilds them.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseFromPglite, PGLITE_EXTENSIONS, type Database } from './connection.ts';
import { databaseFromPool } from './postgres-connection.ts';
import { migrateDatabase } from './migrate.ts';

/** What a template holds: just the schema, or the schema plus the demo catalogue (no media files). */
export type TemplateKind = 'empty' | 'catalogue';

/** Fills a freshly migrated database for the 'catalogue' kind. */
export type TemplateFiller = (database: Database) => Promise<void>;

const PACKAGE_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_PACKAGES = path.resolve(PACKAGE_ROOT, '..');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const hashes = new Map<TemplateKind, Promise<string>>();

/** A short hash of the migrations, and for 'catalogue' also of the seed and the domain data it loads. */
export function templateHash(kind: TemplateKind): Promise<string> {
  let hash = hashes.get(kind);
  if (!hash) {
    hash = (async () => {
      const dirs = [path.join(PACKAGE_ROOT, 'migrations')];
      if (kind === 'catalogue') dirs.push(path.join(PACKAGE_ROOT, 'src'), path.join(REPO_PACKAGES, 'domain', 'src'));
      // The catalogue's campaign dates are relative to the day it was seeded: rebuild it daily.
      const day = kind === 'catalogue' ? new Date().toISOString().slice(0, 10) : '';
      const digest = createHash('sha256').update(`${kind}:pglite-0.5:${day}`);
      for (const dir of dirs) {
        for (const file of await filesUnder(dir)) {
          digest.update(path.relative(REPO_PACKAGES, file));
          digest.update(await readFile(file));
        }
      }
      return digest.digest('hex').slice(0, 16);
    })();
    hashes.set(kind, hash);
  }
  return hash;
}

const dumps = new Map<TemplateKind, Promise<Blob>>();

async function buildPgliteDump(kind: TemplateKind, fill: TemplateFiller | undefined): Promise<Blob> {
  const file = path.join(os.tmpdir(), `spindle-db-${kind}-${await templateHash(kind)}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, relaxedDurability: true });
  const database = databaseFromPglite(client);
  try {
    await migrateDatabase(database);
    if (kind === 'catalogue') await fill?.(database);
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename: parallel test workers never read a half-written file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeStaleDumps(kind, path.basename(file));
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

/** Deletes dumps of this kind left by older migrations (about 45 MB each). */
async function removeStaleDumps(kind: TemplateKind, keep: string): Promise<void> {
  const prefix = `spindle-db-${kind}-`;
  const names = await readdir(os.tmpdir()).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith('.tar') && name !== keep)
      .map((name) => rm(path.join(os.tmpdir(), name), { force: true })),
  );
}

function pgliteDump(kind: TemplateKind, fill: TemplateFiller | undefined): Promise<Blob> {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = buildPgliteDump(kind, fill);
    dumps.set(kind, dump);
    dump.catch(() => dumps.delete(kind));
  }
  return dump;
}

/** A new in-memory PGlite holding a copy of the template (about 0.3 s instead of 3-5 s for a fresh one). */
export async function clonePgliteTemplate(kind: TemplateKind, fill?: TemplateFiller): Promise<Database> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    relaxedDurability: true,
    loadDataDir: await pgliteDump(kind, fill),
  });
  return databaseFromPglite(client);
}

/** Writes a copy of the template as a PGlite data folder at `dataDir`, for another process to open. */
export async function writePgliteTemplateTo(dataDir: string, kind: TemplateKind, fill?: TemplateFiller): Promise<void> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await pgliteDump(kind, fill),
  });
  await client.close();
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Serialises template creation between parallel test workers on one server.
const TEMPLATE_LOCK_KEY = 7_140_224;

async function ensurePostgresTemplate(
  serverUrl: string,
  kind: TemplateKind,
  fill: TemplateFiller | undefined,
): Promise<string> {
  const name = `spindle_tpl_${kind}_${await templateHash(kind)}`;
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const pool = new pg.Pool({ connectionString: withDatabaseName(serverUrl, building), max: 2 });
      const database = databaseFromPool(pool);
      try {
        await migrateDatabase(database);
        if (kind === 'catalogue') await fill?.(database);
      } finally {
        await database.close();
      }
      // Renamed only once complete, so a crash never leaves a half-built template under the real name.
      await admin.query(`alter database ${building} rename to ${name}`);
      await dropStaleTemplates(admin, kind, name);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/** Drops templates of this kind built from older migrations; one still being copied is left alone. */
async function dropStaleTemplates(admin: pg.Client, kind: TemplateKind, keep: string): Promise<void> {
  const prefix = `spindle_tpl_${kind}_`;
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  const stale = rows
    .map((row) => row.datname)
    .filter((name) => name.startsWith(prefix) && name !== keep && !name.endsWith('_building'));
  for (const name of stale) {
    // Without FORCE: a template another run is copying right now stays, and goes next time.
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
  }
}

/** A new database on the server, copied from the template, for another process to open: its url, and how to drop it. */
export async function createPostgresFromTemplate(
  serverUrl: string,
  kind: TemplateKind,
  fill?: TemplateFiller,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl, kind, fill);
  const name = `spindle_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A new database on the server, copied from the template; dropped when closed. */
export async function clonePostgresTemplate(
  serverUrl: string,
  kind: TemplateKind,
  fill?: TemplateFiller,
): Promise<Database> {
  const template = await ensurePostgresTemplate(serverUrl, kind, fill);
  const name = `spindle_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const pool = new pg.Pool({ connectionString: withDatabaseName(serverUrl, name), max: 5 });
  pool.on('error', () => {});
  return databaseFromPool(pool, async () => {
    await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  });
}
