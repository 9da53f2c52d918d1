/**
 * The en copy a first visit needs (the shell, the home page, the catalogue), apart
 * from the rest: a first visit on a slow link downloads ~10 KB of copy instead of ~22 KB.
 */
const files = import.meta.glob<Record<string, unknown>>('./en/{common,home,catalogue}.json', {
  eager: true,
  import: 'default',
});

export const namespaces: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, copy]) => [file.slice('./en/'.length, -'.json'.length), copy]),
);
