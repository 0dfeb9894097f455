// For the uploads tests: a minimal Fastify instance with the uploads plugin, the API's error handler
// and a stand-in for the session check (header x-test-user), on a test database and a temporary
// storage folder (or the storage a test gives).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@spindle/contracts';
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerErrorHandlers } from '../../http/error-handler.ts';
import { registerOpenApi } from '../../http/openapi.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { LocalFileStorage } from '../../storage/local-file-storage.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';

/** The ids start answers. */
export interface Started {
  id: number;
  uploadId: string;
  fileId: string;
}

export interface UploadsTestApp {
  app: FastifyInstance;
  database: Database;
  storage: FileStorage;
  uploads: UploadsService;
  /** Folder of the local storage (storage/) and its scratch (tmp/). */
  dataDir: string;
  alice: AuthenticatedUser;
  bob: AuthenticatedUser;
  post(user: AuthenticatedUser | null, url: string, payload: object): Promise<LightMyRequestResponse>;
  /** GET /api/upload/{id} as `user`. */
  status(user: AuthenticatedUser, id: number): Promise<LightMyRequestResponse>;
  /** POST /api/upload/start as `user`, expecting success. */
  start(user: AuthenticatedUser, body?: object): Promise<Started>;
  /** POST /api/upload/chunk as JSON, data in base64. */
  sendChunk(user: AuthenticatedUser, started: Started, number: number, data: Buffer): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The `{ error }` body of a refused call. */
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;

/** The header that signs a request in as `user`. */
export const as = (user: AuthenticatedUser) => ({ 'x-test-user': String(user.id) });

/**
 * A master of `bytes` bytes (44 at least): a real WAV header (16-bit stereo PCM, 44.1 kHz) and random
 * samples. Uploads are checked by content, so test files start as real ones do.
 */
export function masterFile(bytes: number): Buffer {
  const wav = Buffer.concat([Buffer.alloc(44), randomBytes(Math.max(0, bytes - 44))]);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(44_100, 24);
  wav.writeUInt32LE(44_100 * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(wav.length - 44, 40);
  return wav;
}

/** The file cut into `count` chunks, as the client does. */
export function cut(file: Buffer, count: number): Buffer[] {
  const size = Math.ceil(file.length / count);
  return Array.from({ length: count }, (_, index) => file.subarray(index * size, (index + 1) * size));
}

async function insertUser(database: Database, name: string): Promise<AuthenticatedUser> {
  const [row] = await database.db
    .insert(schema.users)
    .values({ name, email: `${name.toLowerCase()}@example.com` })
    .returning();
  if (!row) throw new Error('no user inserted');
  const { id, email, role, isAdmin, pro, type, lang, currency, countryId } = row;
  return { sessionId: 0, id, name, email, role, isAdmin, pro, type, lang, currency, countryId };
}

export async function createUploadsTestApp(
  options: { maxFileBytes?: number; storage?: FileStorage } = {},
): Promise<UploadsTestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-uploads-'));
  const storage =
    options.storage ??
    new LocalFileStorage({ rootDir: path.join(dataDir, 'storage'), workDir: path.join(dataDir, 'tmp') });
  const alice = await insertUser(database, 'Alice');
  const bob = await insertUser(database, 'Bob');
  const uploads = createUploadsService({
    repo: createUploadsRepo(database.db),
    storage,
    maxFileBytes: options.maxFileBytes,
  });

  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerOpenApi(app, 'test');
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = [alice, bob].find((user) => String(user.id) === request.headers['x-test-user']) ?? null;
    done();
  });
  await app.register(uploadsRoutes, { prefix: '/api', uploads });
  await app.ready();

  const post = (user: AuthenticatedUser | null, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: user ? as(user) : {} });

  return {
    app,
    database,
    storage,
    uploads,
    dataDir,
    alice,
    bob,
    post,
    status: (user, id) => app.inject({ url: `/api/upload/${id}`, headers: as(user) }),
    async start(user, body = { fileName: 'My Master.wav', contentType: 'audio/wav' }) {
      const response = await post(user, '/api/upload/start', body);
      if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
      return response.json<Started>();
    },
    sendChunk: (user, started, number, data) =>
      post(user, '/api/upload/chunk', { ...started, number, i: number - 1, data: data.toString('base64') }),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
