/**
 * `npm run bench`: runs every benchmark section and writes docs/benchmarks.md. Sections are modules in
 * this folder exporting `default async (): Promise<string>` (markdown). `npm run bench -- foundation`
 * runs only the named sections.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sections: Record<string, () => Promise<{ default: () => Promise<string> }>> = {
  foundation: () => import('./foundation.bench.ts'),
  catalogue: () => import('./catalogue.bench.ts'),
  transcode: () => import('./transcode.bench.ts'),
  'lesson-bytes': () => import('./lesson-bytes.bench.ts'),
  playable: () => import('./playable.bench.ts'),
  playback: () => import('./playback.bench.ts'),
  learner: () => import('./learner.bench.ts'),
  install: () => import('./install.bench.ts'),
  viewers: () => import('./viewers.bench.ts'),
  field: () => import('./field.bench.ts'),
};

const OUTPUT = path.join(root, 'docs/benchmarks.md');
const marker = (name: string) => `<!-- section:${name} -->`;

/** Sections already in docs/benchmarks.md, so that running one section keeps the others' figures. */
function previousSections(): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(OUTPUT)) return found;
  const text = readFileSync(OUTPUT, 'utf8');
  for (const match of text.matchAll(/<!-- section:([\w-]+) -->\n([\s\S]*?)(?=<!-- section:|$)/g)) {
    found.set(match[1]!, match[2]!.trimEnd() + '\n');
  }
  return found;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(sections);
  const results = previousSections();
  for (const name of names) {
    const load = sections[name];
    if (!load) throw new Error(`Unknown benchmark section: ${name}`);
    console.log(`Running ${name} benchmarks…`);
    const mod = await load();
    results.set(name, await mod.default());
  }
  const parts = Object.keys(sections)
    .filter((name) => results.has(name))
    .map((name) => `${marker(name)}\n${results.get(name)}`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ` +
      `${os.loadavg()[0]!.toFixed(1)} when the last section started (other work on the machine inflates wall times).`,
    '',
  ].join('\n');
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${header}\n${parts.join('\n')}`);
  console.log('Wrote docs/benchmarks.md');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
