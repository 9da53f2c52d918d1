import { ConfigError, loadConfig, loadEnvFile, type Config } from './config/config.ts';

/** Ends the process with `message` on stderr and the exit `code`. */
export function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/**
 * The configuration of a process started from the command line (the API, a worker): `.env` when there
 * is one, then the environment. Bad configuration ends the process with 78 (EX_CONFIG).
 */
export function configOrExit(): Config {
  try {
    loadEnvFile();
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 78);
    throw err;
  }
}
