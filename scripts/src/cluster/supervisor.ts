import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs the cluster's processes: each line they print goes to one stream with the process's label in
 * front, a process that dies is started again (after 0.5 s, doubling to 8 s while it keeps dying within
 * 30 s of its start), and `stop()` ends them all. Each child leads its own process group, so a Ctrl-C
 * reaches only the supervisor, which stops the children in order instead of all at once.
 *
 * A process that exits with 78 (EX_CONFIG: the API and the worker refuse a bad configuration) is not
 * restarted: the same configuration would fail again, forever. The supervisor stops every other process
 * and reports it once through `onConfigError`, with the lines the process last wrote to stderr (its
 * message naming each bad variable).
 */

/** The exit code of a process that refused its configuration (sysexits.h EX_CONFIG). */
export const CONFIG_ERROR_EXIT = 78;

export interface ConfigErrorReport {
  name: string;
  /** What the process last wrote to stderr. */
  message: string;
}

export interface SupervisorOptions {
  /** A process started, exited or was restarted (the cluster rewrites cluster.json). */
  onChange?: () => void;
  /** A process exited with a configuration error; every process has been stopped. */
  onConfigError?: (report: ConfigErrorReport) => void;
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Signal for a graceful stop (nginx quits gracefully on SIGQUIT). */
  stopSignal?: NodeJS.Signals;
}

interface Supervised {
  spec: ProcessSpec;
  child: ChildProcess | null;
  startedAt: number;
  delayMs: number;
  timer?: NodeJS.Timeout;
  exited: Promise<void>;
  /** The last lines the current run wrote to stderr. */
  stderrTail: string[];
}

const STOP_TIMEOUT_MS = 30_000;

/** Neither exited nor killed by a signal (a killed child keeps `exitCode` null). */
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export function labelled(label: string, line: string): void {
  process.stdout.write(`${label.padEnd(9)}| ${line}\n`);
}

export class Supervisor {
  private readonly procs = new Map<string, Supervised>();
  private stopping = false;
  private readonly onChange: () => void;
  private readonly onConfigError: (report: ConfigErrorReport) => void;

  constructor(options: SupervisorOptions = {}) {
    this.onChange = options.onChange ?? (() => undefined);
    this.onConfigError = options.onConfigError ?? (() => undefined);
  }

  start(spec: ProcessSpec): void {
    const entry: Supervised = {
      spec,
      child: null,
      startedAt: 0,
      delayMs: 500,
      exited: Promise.resolve(),
      stderrTail: [],
    };
    this.procs.set(spec.name, entry);
    this.launch(entry);
  }

  /** The pid of every running process, by name. */
  pids(): Record<string, number | null> {
    return Object.fromEntries(
      [...this.procs].map(([name, p]) => [name, p.child && running(p.child) ? p.child.pid! : null]),
    );
  }

  private launch(entry: Supervised): void {
    const { spec } = entry;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    entry.startedAt = Date.now();
    entry.stderrTail = [];
    createInterface({ input: child.stdout! }).on('line', (line) => labelled(spec.name, line));
    const stderrLines = createInterface({ input: child.stderr! });
    stderrLines.on('line', (line) => {
      labelled(spec.name, line);
      entry.stderrTail = [...entry.stderrTail, line].slice(-20);
    });
    // Its last lines are read before the exit is judged: 'exit' can come before stderr's end.
    const stderrDone = new Promise<void>((resolve) => stderrLines.once('close', resolve));
    entry.exited = new Promise((resolve) => {
      child.once('exit', async (code, signal) => {
        labelled('cluster', `${spec.name} (pid ${child.pid}) exited: ${signal ?? `code ${code}`}`);
        this.onChange();
        if (code === CONFIG_ERROR_EXIT && !this.stopping) {
          await stderrDone;
          resolve();
          await this.stopForConfigError(spec.name, entry.stderrTail);
          return;
        }
        resolve();
        if (this.stopping) return;
        // A process that ran a while died of something new: restart quickly again.
        if (Date.now() - entry.startedAt > 30_000) entry.delayMs = 500;
        labelled('cluster', `restarting ${spec.name} in ${entry.delayMs} ms`);
        entry.timer = setTimeout(() => this.launch(entry), entry.delayMs);
        entry.delayMs = Math.min(entry.delayMs * 2, 8_000);
      });
    });
    child.once('error', (err) =>
      labelled('cluster', `${spec.name} failed to start: ${err.message}`),
    );
    labelled('cluster', `${spec.name} started (pid ${child.pid})`);
    this.onChange();
  }

  private async stopForConfigError(name: string, stderrTail: string[]): Promise<void> {
    if (this.stopping) return;
    labelled(
      'cluster',
      `${name} refused its configuration (exit ${CONFIG_ERROR_EXIT}): not restarting it; stopping every process`,
    );
    await this.stop();
    this.onConfigError({ name, message: stderrTail.join('\n') });
  }

  /** Stops the named processes (all when none are named), each with its stop signal, then SIGKILL. */
  async stop(names?: string[]): Promise<void> {
    this.stopping = true;
    const chosen = [...this.procs.values()].filter((p) => !names || names.includes(p.spec.name));
    await Promise.all(
      chosen.map(async (p) => {
        clearTimeout(p.timer);
        const child = p.child;
        if (!child || !running(child)) return;
        const signal = (sig: NodeJS.Signals) => {
          try {
            process.kill(-child.pid!, sig);
          } catch {
            // Already gone.
          }
        };
        signal(p.spec.stopSignal ?? 'SIGTERM');
        const killer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
        await p.exited;
        clearTimeout(killer);
        // Anything the process left in its group (ffmpeg mid-job) goes with it.
        signal('SIGKILL');
      }),
    );
  }
}
