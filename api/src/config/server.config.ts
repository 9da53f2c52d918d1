import path from 'node:path';
import { z } from 'zod';
import { blank, bool, defineConfigPart, httpUrl, integer, oneOf, text } from './env.ts';

/** The process itself: environment, where it listens, its data folder, logs, what it runs. */
export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. Without it (development) `publicUrl` is a guess, and the checkout's
   * return links follow the address the learner actually used (purchases/return-origin.ts).
   */
  publicUrlSet: boolean;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  runWorker: boolean;
  servePwa: boolean;
}

export const serverPart = defineConfigPart({
  env: {
    ENV_FILE: text(),
    NODE_ENV: z.preprocess(
      blank,
      oneOf(['development', 'production', 'test']).default('development'),
    ),
    PORT: integer(8080, 0, 65535, 'a port number'),
    HOST: z.preprocess(blank, z.string().default('0.0.0.0')),
    PUBLIC_URL: httpUrl(),
    DATA_DIR: z.preprocess(blank, z.string().default('./data')),
    LOG_LEVEL: z.preprocess(
      blank,
      oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    RUN_WORKER: bool(true),
    SERVE_PWA: bool(true),
  },
  build(e, ctx): ServerConfig {
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
    if (ctx.isProduction && publicUrl.startsWith('http://')) {
      ctx.warn('PUBLIC_URL is not https: links in e-mails will not be secure.');
    }
    return {
      env: e.NODE_ENV,
      isProduction: ctx.isProduction,
      port: e.PORT,
      host: e.HOST,
      publicUrl,
      publicUrlSet: e.PUBLIC_URL !== undefined,
      dataDir: ctx.dataDir,
      logLevel: e.LOG_LEVEL,
      runWorker: e.RUN_WORKER,
      servePwa: e.SERVE_PWA,
    };
  },
});

/** What every other part's build needs before the parts are built. */
export const baseContext = (e: { NODE_ENV: string; DATA_DIR: string }) => ({
  isProduction: e.NODE_ENV === 'production',
  dataDir: path.resolve(e.DATA_DIR),
});
