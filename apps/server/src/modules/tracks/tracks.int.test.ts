// Tracks, the chunked upload of their masters (private storage, resumable) and the preview encode
// job running the real ffmpeg, through app.inject and a job runner with the app's handlers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  encodeStatusSchema,
  errorBodySchema,
  managedProjectSchema,
  managedTrackSchema,
  projectCreateResponseSchema,
  songListSchema,
  uploadChunkResponseSchema,
  uploadFinishResponseSchema,
  uploadStartResponseSchema,
  uploadStatusResponseSchema,
  UPLOAD_CHUNK_SIZE_BYTES,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { isFfmpegAvailable } from '../../audio/ffmpeg.ts';
import { createLogger } from '../../http/logging.ts';
import { createJobRunner, type JobHandler } from '../../jobs/index.ts';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';

let kit: ProjectsTestKit;
beforeAll(async () => {
  kit = await createProjectsTestKit();
});
afterAll(() => kit.close());

/** A 16-bit PCM WAV: a 440 Hz tone left, 660 Hz right. */
function sineWav(seconds: number, sampleRateHz = 44_100, channels = 2): Buffer {
  const frames = Math.round(seconds * sampleRateHz);
  const dataBytes = frames * channels * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRateHz, 24);
  wav.writeUInt32LE(sampleRateHz * channels * 2, 28);
  wav.writeUInt16LE(channels * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const hz = channel === 0 ? 440 : 660;
      wav.writeInt16LE(
        Math.round(Math.sin((2 * Math.PI * hz * frame) / sampleRateHz) * 0.4 * 32767),
        44 + (frame * channels + channel) * 2,
      );
    }
  }
  return wav;
}

/** The file cut into 5 MiB chunks, as the client does. */
const chunksOf = (file: Buffer) =>
  Array.from({ length: Math.ceil(file.length / UPLOAD_CHUNK_SIZE_BYTES) }, (_, i) =>
    file.subarray(i * UPLOAD_CHUNK_SIZE_BYTES, (i + 1) * UPLOAD_CHUNK_SIZE_BYTES),
  );

async function upload(user: TestUser, file: Buffer, fileName: string, options: { dropPart?: number } = {}) {
  const start = await kit.call(user, 'POST', '/api/upload/start', {
    fileName,
    fileSize: file.length,
    contentType: 'audio/wav',
  });
  expect(start.statusCode, start.body).toBe(200);
  const ids = uploadStartResponseSchema.parse(start.json());
  const chunks = chunksOf(file);
  const send = async (index: number) => {
    const response = await kit.call(user, 'POST', '/api/upload/chunk', {
      id: ids.id,
      uploadId: ids.uploadId,
      fileId: ids.fileId,
      number: index + 1,
      i: index,
      data: chunks[index]?.toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return uploadChunkResponseSchema.parse(response.json());
  };
  for (let index = 0; index < chunks.length; index++) if (index + 1 !== options.dropPart) await send(index);
  if (options.dropPart) {
    // The connection dropped on that part: the status says where to resume.
    const status = uploadStatusResponseSchema.parse((await kit.call(user, 'GET', `/api/upload/${ids.id}`)).json());
    expect(status.nextPartNumber).toBe(options.dropPart);
    expect(status.parts.map((part) => part.PartNumber)).not.toContain(options.dropPart);
    await send(options.dropPart - 1);
  }
  const status = uploadStatusResponseSchema.parse((await kit.call(user, 'GET', `/api/upload/${ids.id}`)).json());
  expect(status.receivedBytes).toBe(file.length);
  const finish = await kit.call(user, 'POST', '/api/upload/finish', {
    ...ids,
    fileSize: file.length,
    Parts: status.parts.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })),
  });
  expect(finish.statusCode, finish.body).toBe(200);
  return uploadFinishResponseSchema.parse(finish.json());
}

async function newProject(user: TestUser = kit.artist) {
  const response = await kit.call(user, 'POST', '/api/projects', {
    kind: 'vinyl',
    name: 'Tides',
    artistName: 'Nina Sky',
  });
  return projectCreateResponseSchema.parse(response.json()).project;
}

describe('chunked upload of a master', () => {
  it('resumes after a dropped chunk, keeps the file private and gives it back to its owner only', async () => {
    // 12 MiB of varied bytes: three parts (5 + 5 + 2 MiB).
    const file = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < file.length; i += 4) file.writeUInt32LE((i * 2654435761) >>> 0, i);
    // Uploads are checked by content: the file starts as a WAV does.
    file.write('RIFF', 0, 'ascii');
    file.write('WAVE', 8, 'ascii');
    const done = await upload(kit.artist, file, 'Side A (final).wav', { dropPart: 2 });
    expect(done.fileSize).toBe(file.length);
    expect(done.url).toBe(`/api/upload/${done.id}/file`);

    // Not under the public storage folder, not served at /storage.
    expect(existsSync(path.join(kit.storageDir, done.file))).toBe(false);
    expect((await kit.app.inject({ url: `/storage/${done.file}` })).statusCode).toBe(404);
    const mine = await kit.call(kit.artist, 'GET', done.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(file)).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await kit.call(kit.other, 'GET', done.url)).statusCode).toBe(404);
    expect((await kit.call(null, 'GET', done.url)).statusCode).toBe(401);
  });

  it('refuses an HTML page named .wav and declared audio/wav: the content decides', async () => {
    const start = await kit.call(kit.artist, 'POST', '/api/upload/start', {
      fileName: 'Side A.wav',
      contentType: 'audio/wav',
    });
    const ids = uploadStartResponseSchema.parse(start.json());
    const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const chunk = await kit.call(kit.artist, 'POST', '/api/upload/chunk', {
      ...ids,
      number: 1,
      data: page.toString('base64'),
    });
    expect(chunk.statusCode).toBe(415);
    expect(chunk.json()).toMatchObject({ error: { code: 'file_type_invalid' } });
    const finish = await kit.call(kit.artist, 'POST', '/api/upload/finish', {
      ...ids,
      fileSize: page.length,
      Parts: [],
    });
    expect(finish.statusCode).toBe(400);
  });
});

describe('tracks', () => {
  it('adds, changes and removes tracks of the owner’s project; another artist and their uploads get 404', async () => {
    const project = await newProject();
    const url = `/api/projects/${project.id}/tracks`;
    const master = await upload(kit.artist, sineWav(1), 'intro.wav');
    const added = await kit.call(kit.artist, 'POST', url, { title: 'Intro', uploadId: master.id, side: 'A' });
    expect(added.statusCode, added.body).toBe(201);
    const track = managedTrackSchema.parse(added.json());
    expect(track).toMatchObject({
      title: 'Intro',
      position: 1,
      disc: 1,
      side: 'A',
      hasSource: true,
      sourceFileName: 'intro.wav',
      encodingStatus: 'none',
    });
    const second = managedTrackSchema.parse((await kit.call(kit.artist, 'POST', url, { title: 'Outro' })).json());
    expect(second.position).toBe(2);

    const renamed = await kit.call(kit.artist, 'PUT', `${url}/${track.id}`, {
      title: 'Intro (edit)',
      artistName: 'Nina & Co',
    });
    expect(managedTrackSchema.parse(renamed.json())).toMatchObject({ title: 'Intro (edit)', artistName: 'Nina & Co' });

    const theirs = await upload(kit.other, sineWav(1), 'theirs.wav');
    const stolen = await kit.call(kit.artist, 'PUT', `${url}/${track.id}`, { uploadId: theirs.id });
    expect(stolen.statusCode).toBe(404);
    expect((await kit.call(kit.other, 'POST', url, { title: 'Spam' })).statusCode).toBe(404);
    expect((await kit.call(kit.other, 'DELETE', `${url}/${track.id}`)).statusCode).toBe(404);
    expect((await kit.call(kit.artist, 'PUT', `${url}/${track.id}`, { title: '' })).statusCode).toBe(400);

    expect((await kit.call(kit.artist, 'DELETE', `${url}/${second.id}`)).statusCode).toBe(200);
    const left = managedProjectSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${project.id}/edit`)).json(),
    );
    expect(left.tracks.map((t) => t.title)).toEqual(['Intro (edit)']);
  });

  it('refuses to encode a track without a master', async () => {
    const project = await newProject();
    const track = managedTrackSchema.parse(
      (await kit.call(kit.artist, 'POST', `/api/projects/${project.id}/tracks`, { title: 'Silent' })).json(),
    );
    const response = await kit.call(kit.artist, 'POST', `/api/projects/${project.id}/tracks/${track.id}/encode`, {});
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('track_source_missing');
  });
});

describe.skipIf(!(await isFfmpegAvailable()))('POST .../encode (ffmpeg)', () => {
  it('encodes the master to an MP3 preview in a job, with progress the owner reads, then the songs API plays it', async () => {
    const project = await newProject();
    // 40 s of 44.1 kHz stereo: about 7 MB, two 5 MiB chunks.
    const master = await upload(kit.artist, sineWav(40), 'Tides.wav');
    const base = `/api/projects/${project.id}/tracks`;
    const track = managedTrackSchema.parse(
      (await kit.call(kit.artist, 'POST', base, { title: 'Tides', uploadId: master.id })).json(),
    );

    const queued = await kit.call(kit.artist, 'POST', `${base}/${track.id}/encode`, {});
    expect(queued.statusCode, queued.body).toBe(202);
    expect(encodeStatusSchema.parse(queued.json())).toMatchObject({
      encodingStatus: 'pending',
      jobStatus: 'queued',
      progress: 0,
    });
    // Asking again while it waits does not queue a second encode.
    const again = encodeStatusSchema.parse(
      (await kit.call(kit.artist, 'POST', `${base}/${track.id}/encode`, {})).json(),
    );
    expect(again.jobId).toBe(encodeStatusSchema.parse(queued.json()).jobId);
    expect((await kit.call(kit.other, 'GET', `${base}/${track.id}/encode`)).statusCode).toBe(404);

    // The app's own handler, in a runner; its progress reports are recorded on the way.
    const handlers = jobRegistryOf(kit.app).handlers();
    const encode = handlers['audio.encode'] as JobHandler;
    const reported: number[] = [];
    const runner = createJobRunner({
      db: kit.database.db,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
      handlers: {
        'audio.encode': (job, context) =>
          encode(job, {
            ...context,
            reportProgress: async (percent) => {
              reported.push(percent);
              await context.reportProgress(percent);
            },
          }),
      },
    });
    const outcomes = await runner.runOnce();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done']);
    expect(reported.length).toBeGreaterThan(0);
    for (const [index, percent] of reported.entries()) {
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThan(100);
      if (index > 0) expect(percent).toBeGreaterThan(reported[index - 1] ?? 0);
    }

    const status = encodeStatusSchema.parse((await kit.call(kit.artist, 'GET', `${base}/${track.id}/encode`)).json());
    expect(status).toMatchObject({
      encodingStatus: 'done',
      jobStatus: 'done',
      progress: 100,
      error: null,
      durationSeconds: 40,
    });
    expect(status.previewUrl).toMatch(/^\/storage\/previews\/[0-9a-f-]{36}\.mp3$/);
    const mp3 = await kit.app.inject({ url: status.previewUrl ?? '' });
    expect(mp3.statusCode).toBe(200);
    // An MPEG audio frame (or an ID3 tag) starts the file; 40 s at 128 kbps is about 640 KB.
    expect(mp3.rawPayload.length).toBeGreaterThan(600_000);
    expect(mp3.rawPayload.length).toBeLessThan(700_000);

    // Once the project is on sale, the songs API plays the preview.
    await kit.database.db
      .update(schema.projects)
      .set({ step: 'in_progress' })
      .where(eq(schema.projects.id, project.id));
    const songs = songListSchema.parse((await kit.app.inject({ url: `/api/songs?project_id=${project.id}` })).json());
    expect(songs).toEqual([
      expect.objectContaining({ id: track.id, title: 'Tides', previewUrl: status.previewUrl, durationSeconds: 40 }),
    ]);
  });

  it('marks the track failed when the master is not audio', async () => {
    const project = await newProject();
    // A WAV header (so the upload takes it) over bytes that are no audio.
    const junk = await upload(
      kit.artist,
      Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEthis is not audio at all'),
      'junk.wav',
    );
    const base = `/api/projects/${project.id}/tracks`;
    const track = managedTrackSchema.parse(
      (await kit.call(kit.artist, 'POST', base, { title: 'Junk', uploadId: junk.id })).json(),
    );
    await kit.call(kit.artist, 'POST', `${base}/${track.id}/encode`, {});
    const runner = kit.runner();
    const outcomes = [...(await runner.runOnce()), ...(await runner.runOnce()), ...(await runner.runOnce())];
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['retrying', 'retrying', 'failed']);
    const status = encodeStatusSchema.parse((await kit.call(kit.artist, 'GET', `${base}/${track.id}/encode`)).json());
    expect(status).toMatchObject({ encodingStatus: 'failed', jobStatus: 'failed', previewUrl: null });
    expect(status.error).toBe('audio_invalid');
  });
});
