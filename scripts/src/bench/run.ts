/**
 * `npm run bench`: runs every benchmark section and writes docs/benchmarks.md. Sections are modules in
 * this folder exporting `default async (): Promise<string>` (markdown). `npm run bench -- foundation`
 * runs only the named sections.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sections: Record<string, () => Promise<{ default: () => Promise<string> }>> = {
  foundation: () => import('./foundation.bench.ts'),
  catalogue: () => import('./catalogue.bench.ts' as string),
  transcode: () => import('./transcode.bench.ts' as string),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(sections);
  const parts: string[] = [];
  for (const name of names) {
    const load = sections[name];
    if (!load) throw new Error(`Unknown benchmark section: ${name}`);
    console.log(`Running ${name} benchmarks…`);
    let mod;
    try {
      mod = await load();
    } catch (err) {
      parts.push(`## ${name}\n\nNot run: ${(err as Error).message}\n`);
      continue;
    }
    parts.push(await mod.default());
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
  ].join('\n');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs/benchmarks.md'), `${header}\n${parts.join('\n')}`);
  console.log('Wrote docs/benchmarks.md');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
