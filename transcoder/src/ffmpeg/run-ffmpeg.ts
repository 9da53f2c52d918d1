import { spawn } from 'node:child_process';

export interface RunResult {
  stdout: string;
  stderr: string;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    public readonly stderrTail: string,
    public readonly exitCode: number | null,
  ) {
    super(message);
  }
}

/**
 * Runs ffmpeg or ffprobe. The one place that spawns them: arguments are passed as an array (no shell),
 * the tail of stderr is kept for error reports, and `-progress pipe:1` lines are parsed into seconds done.
 */
export function runBinary(
  binary: string,
  args: string[],
  options: {
    onProgressSeconds?: (seconds: number) => void;
    signal?: AbortSignal;
    cwd?: string;
    /**
     * Runs the process under `nice` at this niceness (0-19): work that should only take the CPU that
     * more urgent work leaves idle. Through the `nice` program rather than `os.setPriority` after the
     * spawn, because Linux sets niceness per thread and ffmpeg's threads would race the call.
     */
    niceness?: number;
  } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = options.niceness
      ? ['nice', ['-n', String(options.niceness), binary, ...args]]
      : [binary, args];
    const child = spawn(command, commandArgs, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!options.onProgressSeconds) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us in ffmpeg 5+, out_time_ms (also microseconds, despite the name) in 4.x.
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match) options.onProgressSeconds(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.once('error', (err) => reject(err));
    child.once('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else {
        const tail = stderr.trim().split('\n').slice(-6).join('\n');
        reject(
          new FfmpegError(
            `${binary.split('/').pop()} failed (${signal ?? `exit ${code}`}): ${tail}`,
            tail,
            code,
          ),
        );
      }
    });
  });
}
