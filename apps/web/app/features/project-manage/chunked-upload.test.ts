import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkedUpload, chunkCount, percentSent, UploadFailure, type UploadProgress } from './chunked-upload.ts';

const MiB = 1024 * 1024;

/** A small fake of the upload API: records chunks, can drop the connection once on a given part. */
function fakeUploadApi(options: { dropOnPart?: number; refuseStart?: boolean } = {}) {
  const received = new Map<number, number>();
  const calls: string[] = [];
  let dropped = false;
  let finishBody: { Parts: { ETag: string; PartNumber: number }[]; fileSize: number } | null = null;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const session = { id: 7, uploadId: 'u-7', fileId: 'f-7' };
  const fetchMock = vi.fn((input: string, init?: RequestInit) => Promise.resolve(answer(input, init)));
  function answer(input: string, init?: RequestInit): Response {
    const path = input.replace('/api', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/upload/start') {
      if (options.refuseStart) return json(413, { error: { code: 'file_max_size', message: 'too big' } });
      return json(200, { ...session, success: true });
    }
    if (path === '/upload/chunk') {
      const form = init?.body as FormData;
      const number = Number(form.get('number'));
      const data = form.get('data') as Blob;
      received.set(number, data.size);
      if (number === options.dropOnPart && !dropped) {
        dropped = true;
        // The part arrived but the answer was lost.
        throw new TypeError('Failed to fetch');
      }
      return json(200, { ...session, ETag: `"etag-${number}"`, PartNumber: number, i: number - 1, success: true });
    }
    if (path === '/upload/7') {
      const parts = [...received.entries()].map(([PartNumber, sizeBytes]) => ({
        ETag: `"etag-${PartNumber}"`,
        PartNumber,
        sizeBytes,
      }));
      const receivedBytes = parts.reduce((sum, part) => sum + part.sizeBytes, 0);
      return json(200, {
        ...session,
        fileName: 'a.wav',
        fileSize: null,
        contentType: null,
        status: 'in_progress',
        parts,
        receivedBytes,
        nextPartNumber: parts.length + 1,
        maxFileBytes: 1024 * MiB,
        file: null,
        url: null,
        success: true,
      });
    }
    if (path === '/upload/finish') {
      finishBody = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as typeof finishBody;
      return json(200, {
        ...session,
        file: 'uploads/f-7/a.wav',
        url: '/storage/uploads/f-7/a.wav',
        fileSize: finishBody?.fileSize,
        success: true,
      });
    }
    return json(404, { error: { code: 'not_found', message: 'nope' } });
  }
  vi.stubGlobal('fetch', fetchMock);
  return { received, calls, finish: () => finishBody };
}

function fileOf(bytes: number): File {
  return new File([new Uint8Array(bytes)], 'a.wav', { type: 'audio/wav' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chunked upload', () => {
  it('cuts a file into 5 MiB chunks', () => {
    expect(chunkCount(12 * MiB)).toBe(3);
    expect(chunkCount(5 * MiB)).toBe(1);
    expect(chunkCount(0)).toBe(1);
    expect(percentSent(5 * MiB, 12 * MiB)).toBe(41);
    expect(percentSent(12 * MiB, 12 * MiB)).toBe(99);
  });

  it('sends a 12 MiB file in three parts, reports rising percents and finishes with the parts in order', async () => {
    const api = fakeUploadApi();
    const progress: UploadProgress[] = [];
    const result = await new ChunkedUpload(fileOf(12 * MiB), { onProgress: (p) => progress.push(p) }).run();
    expect(result.file).toBe('uploads/f-7/a.wav');
    expect([...api.received.values()]).toEqual([5 * MiB, 5 * MiB, 2 * MiB]);
    expect(api.finish()).toEqual({
      id: 7,
      uploadId: 'u-7',
      fileId: 'f-7',
      fileSize: 12 * MiB,
      Parts: [1, 2, 3].map((n) => ({ ETag: `"etag-${n}"`, PartNumber: n })),
    });
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents).toContain(41);
    expect(percents.at(-1)).toBe(100);
  });

  it('after a dropped connection asks the server which parts it has and goes on', async () => {
    const api = fakeUploadApi({ dropOnPart: 2 });
    const phases: string[] = [];
    const result = await new ChunkedUpload(fileOf(12 * MiB), {
      onProgress: (p) => phases.push(p.phase),
      reconnectDelayMs: () => 1,
    }).run();
    expect(result.success).toBe(true);
    expect(api.calls).toContain('GET /upload/7');
    expect(phases).toContain('resuming');
    // Part 2 arrived before the answer was lost: the server's list has it, so it is not sent twice.
    expect(api.calls.filter((call) => call === 'POST /upload/chunk')).toHaveLength(3);
    expect(api.finish()?.Parts.map((part) => part.PartNumber)).toEqual([1, 2, 3]);
  });

  it('rejects with the API error code, without retrying, when the server refuses', async () => {
    const api = fakeUploadApi({ refuseStart: true });
    const upload = new ChunkedUpload(fileOf(MiB), { reconnectDelayMs: () => 1 }).run();
    await expect(upload).rejects.toBeInstanceOf(UploadFailure);
    await expect(upload).rejects.toMatchObject({ code: 'file_max_size', status: 413 });
    expect(api.calls).toEqual(['POST /upload/start']);
  });
});
