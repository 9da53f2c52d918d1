import { z } from 'zod';
import type { SiteConfig } from '@academy/shared';

/**
 * The building blocks of the configuration: value parsers shared by every concern's file, and the shape
 * of one concern (`ConfigPart`). An empty value counts as unset, as in most `.env` files.
 */

export const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const text = () => z.preprocess(blank, z.string().optional());

function urlString(protocols: string[]) {
  const list = protocols.map((p) => `${p}//`).join(' or ');
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${list}`);
}
export const urlWith = (protocols: string[]) =>
  z.preprocess(blank, urlString(protocols).optional());
export const httpUrl = () => urlWith(['http:', 'https:']);
export const httpUrlOr = (fallback: string) =>
  z.preprocess((v) => blank(v) ?? fallback, urlString(['http:', 'https:']));

export function bool(fallback: boolean) {
  return z.preprocess(
    (v) => blank(v) ?? String(fallback),
    z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
}

export function integer(fallback: number, min: number, max: number, what: string) {
  return z.preprocess(
    (v) => blank(v) ?? String(fallback),
    z
      .string()
      .refine(
        (v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max,
        `must be ${what} from ${min} to ${max}`,
      )
      .transform(Number),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` });
}

/** Whether a variable is set (non-empty) in the raw environment. */
export type Has = (name: string) => boolean;

/** "Set both or neither" for a pair of variables, as the problem `loadConfig` reports. */
export function bothOrNeither(has: Has, a: string, b: string): string[] {
  if (has(a) === has(b)) return [];
  return [`${has(a) ? b : a}: required when ${has(a) ? a : b} is set (set both or neither)`];
}

/** What every concern's `build` may use besides its own variables. */
export interface BuildContext {
  isProduction: boolean;
  /** Absolute DATA_DIR. */
  dataDir: string;
  site: SiteConfig;
  /** Settings that work but deserve a word at start (logged by the server). */
  warn: (message: string) => void;
}

/**
 * One concern of the configuration (database, mail, payments, ...): the variables it reads, checks that
 * need several of them (read from the raw environment, so they report even when other values fail), and
 * how it turns its parsed variables into its part of `Config`. Adding a variable touches one such file
 * (and `.env.example`, which a test keeps in step).
 */
export interface ConfigPart<S extends z.ZodRawShape, T> {
  env: S;
  checks?: (has: Has, source: NodeJS.ProcessEnv) => string[];
  build: (e: z.infer<z.ZodObject<S>>, ctx: BuildContext) => T;
}

export const defineConfigPart = <S extends z.ZodRawShape, T>(part: ConfigPart<S, T>) => part;
