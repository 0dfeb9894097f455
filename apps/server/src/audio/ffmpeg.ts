// Finding and running ffmpeg/ffprobe (ARCHITECTURE.md: "audio encoding: ffmpeg when present, with a
// clear message when not"). FFMPEG_PATH points at another binary; ffprobe is looked for beside it
// unless FFPROBE_PATH says otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AppError } from '../http/errors.ts';

type Env = Record<string, string | undefined>;

/** The ffmpeg binary: FFMPEG_PATH, else `ffmpeg` on the PATH. */
export function ffmpegPath(env: Env = process.env): string {
  return env.FFMPEG_PATH || 'ffmpeg';
}

/** The ffprobe binary: FFPROBE_PATH, else `ffprobe` in FFMPEG_PATH's folder, else on the PATH. */
export function ffprobePath(env: Env = process.env): string {
  if (env.FFPROBE_PATH) return env.FFPROBE_PATH;
  if (!env.FFMPEG_PATH) return 'ffprobe';
  const dir = path.dirname(env.FFMPEG_PATH);
  return dir === '.' ? 'ffprobe' : path.join(dir, `ffprobe${path.extname(env.FFMPEG_PATH)}`);
}

/** The error when ffmpeg or ffprobe cannot be run: code ffmpeg_missing, with what to do about it. */
export function ffmpegMissingError(binary: string): AppError {
  return new AppError('ffmpeg_missing', {
    message: `Audio encoding needs ffmpeg, and "${binary}" could not be run. Install ffmpeg (Debian/Ubuntu: apt-get install ffmpeg) or set FFMPEG_PATH (and FFPROBE_PATH) to the binaries.`,
  });
}

export interface ToolResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export interface RunToolOptions {
  /** Called with each chunk of standard output as it arrives (ffmpeg's -progress pipe:1). */
  onStdout?: (text: string) => void;
  signal?: AbortSignal;
  /** Keep at most this many characters of standard error (the end is what explains a failure). */
  maxStderrChars?: number;
}

/** Runs ffmpeg or ffprobe; a binary that cannot be started throws ffmpeg_missing. */
export function runTool(binary: string, args: readonly string[], options: RunToolOptions = {}): Promise<ToolResult> {
  const maxStderr = options.maxStderrChars ?? 8000;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal, windowsHide: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (options.onStdout) options.onStdout(text);
      else stdout += text;
    });
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-maxStderr);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? ffmpegMissingError(binary) : error);
    });
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

const availability = new Map<string, Promise<boolean>>();

async function runs(binary: string): Promise<boolean> {
  try {
    return (await runTool(binary, ['-version'])).exitCode === 0;
  } catch {
    return false;
  }
}

/** Whether ffmpeg and ffprobe both run (`-version`); remembered per pair of paths. */
export function isFfmpegAvailable(env: Env = process.env): Promise<boolean> {
  const ffmpeg = ffmpegPath(env);
  const ffprobe = ffprobePath(env);
  const cacheKey = `${ffmpeg}\u0000${ffprobe}`;
  let known = availability.get(cacheKey);
  if (!known) {
    known = Promise.all([runs(ffmpeg), runs(ffprobe)]).then(([a, b]) => a && b);
    availability.set(cacheKey, known);
  }
  return known;
}

/** Throws ffmpeg_missing unless ffmpeg and ffprobe run. */
export async function assertFfmpegAvailable(env: Env = process.env): Promise<void> {
  if (await isFfmpegAvailable(env)) return;
  throw ffmpegMissingError((await runs(ffmpegPath(env))) ? ffprobePath(env) : ffmpegPath(env));
}
