// The browser side of the multi-part upload (spec section 4; docs/storage-and-uploads.md): the file is
// cut into 5 MiB chunks sent in turn with the percent sent, each part's ETag is collected, and finish
// joins them. After a dropped connection it asks the server which parts it has (GET /api/upload/{id})
// and goes on from there. An error answer (file too big, upload closed...) is not retried: it rejects
// with UploadFailure, for the page's error handler.
import { UPLOAD_CHUNK_SIZE_BYTES, uploadsEndpoints, type EndpointAnswer } from '@spindle/contracts';
import { callBrowser, NetworkError, type BrowserApiResult } from '../../lib/api-browser.ts';

export type UploadResult = EndpointAnswer<typeof uploadsEndpoints.finish>;

/** An upload the server refused (the API's error code), or one that lost its connection for good. */
export class UploadFailure extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number) {
    super(code);
    this.name = 'UploadFailure';
    this.code = code;
    this.status = status;
  }
}

/** What the uploader reports as it goes. */
export interface UploadProgress {
  /** Whole percent of the bytes the server has (100 only once finished). */
  percent: number;
  sentBytes: number;
  totalBytes: number;
  /** 'resuming' while it waits to reconnect and asks the server what it has. */
  phase: 'starting' | 'sending' | 'resuming' | 'finishing' | 'done';
}

/** A file to send: a File, or any Blob with a name. */
export interface UploadSource {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  slice(start?: number, end?: number): Blob;
}

export interface ChunkedUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Attempts to reconnect after a dropped connection before giving up (default 5). */
  maxReconnects?: number;
  /** Waits between reconnect attempts, ms (default 1 s, 2 s, 4 s...). */
  reconnectDelayMs?: (attempt: number) => number;
  chunkBytes?: number;
}

/** Number of chunks a file of `sizeBytes` is cut into (an empty file still sends one empty part). */
export function chunkCount(sizeBytes: number, chunkBytes = UPLOAD_CHUNK_SIZE_BYTES): number {
  return Math.max(1, Math.ceil(sizeBytes / chunkBytes));
}

/** Whole percent of `sent` over `total`, kept under 100 until the upload is finished. */
export function percentSent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((sent / total) * 100));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

function valueOf<T>(result: BrowserApiResult<T>): T {
  if (result.ok) return result.value;
  throw new UploadFailure(result.code, result.status);
}

/** One file's upload: `await new ChunkedUpload(file, { onProgress }).run()` gives the stored file. */
export class ChunkedUpload {
  readonly #file: UploadSource;
  readonly #options: ChunkedUploadOptions;
  readonly #chunkBytes: number;
  /** ETag by PartNumber: what the server confirmed. */
  readonly #parts = new Map<number, string>();
  #session: { id: number; uploadId: string; fileId: string } | null = null;

  constructor(file: UploadSource, options: ChunkedUploadOptions = {}) {
    this.#file = file;
    this.#options = options;
    this.#chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_SIZE_BYTES;
  }

  /** The upload's number once started (the id tracks and artwork take as uploadId). */
  get id(): number | null {
    return this.#session?.id ?? null;
  }

  async run(): Promise<UploadResult> {
    this.#report('starting');
    const started = await this.#withReconnect(() =>
      callBrowser(
        uploadsEndpoints.start,
        { body: { fileName: this.#file.name, fileSize: this.#file.size, contentType: this.#file.type || undefined } },
        { signal: this.#options.signal },
      ),
    );
    const session = { id: started.id, uploadId: started.uploadId, fileId: started.fileId };
    this.#session = session;
    const count = chunkCount(this.#file.size, this.#chunkBytes);
    for (let number = 1; number <= count; number += 1) {
      if (this.#parts.has(number)) continue;
      await this.#withReconnect(() => this.#sendChunk(number));
    }
    this.#report('finishing');
    const parts = [...this.#parts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([PartNumber, ETag]) => ({ ETag, PartNumber }));
    const result = await this.#withReconnect(() =>
      callBrowser(
        uploadsEndpoints.finish,
        { body: { ...session, Parts: parts, fileSize: this.#file.size } },
        { signal: this.#options.signal },
      ),
    );
    this.#report('done');
    return result;
  }

  async #sendChunk(number: number): Promise<BrowserApiResult<number>> {
    const session = this.#session;
    if (!session) throw new Error('upload not started');
    // After a reconnect the server may already hold it (the answer was lost, not the part).
    if (this.#parts.has(number)) return { ok: true, value: number };
    const start = (number - 1) * this.#chunkBytes;
    const form = new FormData();
    form.append('id', String(session.id));
    form.append('uploadId', session.uploadId);
    form.append('fileId', session.fileId);
    form.append('number', String(number));
    form.append('i', String(number - 1));
    form.append('data', this.#file.slice(start, start + this.#chunkBytes), 'chunk');
    const result = await callBrowser(uploadsEndpoints.chunk, { body: form }, { signal: this.#options.signal });
    if (result.ok) {
      this.#parts.set(result.value.PartNumber, result.value.ETag);
      this.#report('sending');
      return { ok: true, value: number };
    }
    return result;
  }

  /** Runs a call; a dropped connection (or a 5xx) waits, asks the server what it has, and tries again. */
  async #withReconnect<T>(call: () => Promise<BrowserApiResult<T>>): Promise<T> {
    const maxReconnects = this.#options.maxReconnects ?? 5;
    const delay = this.#options.reconnectDelayMs ?? ((attempt: number) => 1000 * 2 ** attempt);
    for (let attempt = 0; ; attempt += 1) {
      let result: BrowserApiResult<T> | null = null;
      try {
        result = await call();
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
      }
      // An error answer other than a server fault is final: it goes to the error handler.
      if (result && (result.ok || result.status < 500)) return valueOf(result);
      if (attempt >= maxReconnects)
        throw new UploadFailure(result ? result.code : 'network_error', result?.status ?? 0);
      this.#report('resuming');
      await wait(delay(attempt), this.#options.signal);
      await this.#resync();
    }
  }

  /** Asks the server which parts it holds; a part it lacks is sent again (re-sending replaces). */
  async #resync(): Promise<void> {
    if (!this.#session) return;
    try {
      const status = await callBrowser(
        uploadsEndpoints.status,
        { params: { id: this.#session.id } },
        { signal: this.#options.signal },
      );
      if (!status.ok) return;
      this.#parts.clear();
      for (const part of status.value.parts) this.#parts.set(part.PartNumber, part.ETag);
      this.#report('resuming');
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  }

  #sentBytes(): number {
    let sent = 0;
    const count = chunkCount(this.#file.size, this.#chunkBytes);
    for (const number of this.#parts.keys()) {
      sent += number === count ? this.#file.size - (count - 1) * this.#chunkBytes : this.#chunkBytes;
    }
    return Math.max(0, sent);
  }

  #report(phase: UploadProgress['phase']): void {
    const totalBytes = this.#file.size;
    const sentBytes = phase === 'done' ? totalBytes : this.#sentBytes();
    const percent = phase === 'done' ? 100 : percentSent(sentBytes, totalBytes);
    this.#options.onProgress?.({ percent, sentBytes, totalBytes, phase });
  }
}
