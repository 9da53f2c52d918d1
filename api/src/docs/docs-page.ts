import type { OpenApiDocument } from './openapi.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Operation {
  summary: string;
  description: string;
  tags: string[];
  'x-access': string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
}

const json = (value: unknown) => escape(JSON.stringify(value, null, 2));

function renderOperation(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, media]) =>
            `<details><summary>Body: <code>${escape(type)}</code></summary><pre>${json(media.schema ?? {})}</pre></details>`,
        )
        .join('')
    : '';
  const id = `${method}-${path}`.replace(/[^\w-]/g, '_');
  return `<article id="${id}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <span class="a ${escape(op['x-access'])}">${escape(op['x-access'])}</span></h3>
<p>${escape(op.summary)}</p><p class="who">${escape(op.description)}</p>${params}${body}</article>`;
}

/** The API documentation as one plain page, rendered from the OpenAPI document: no script, no CDN. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Operation;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
      count += 1;
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)} API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><header><h1>${escape(doc.info.title)} API</h1>
<p>${escape(doc.info.description)} ${count} operations. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${tags.map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' ')}</nav></header>
<main>${tags.map((t) => `<section id="tag-${escape(t)}"><h2>${escape(t)}</h2>${byTag.get(t)!.join('\n')}</section>`).join('\n')}</main>
</body></html>`;
}

export const DOCS_CSS = `body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2937;line-height:1.45}
nav a{margin-right:.6rem}h2{border-bottom:2px solid #e5e7eb;padding-top:1rem}
article{border:1px solid #e5e7eb;border-radius:8px;padding:.5rem 1rem;margin:.8rem 0}
h3{font-size:1rem;margin:.3rem 0;word-break:break-all}.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;padding:0 .3rem;font-size:.85rem}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}
.a{font-size:.75rem;border:1px solid #9ca3af;border-radius:999px;padding:0 .5rem;color:#374151}.a.admin{border-color:#dc2626;color:#b91c1c}.a.learner{border-color:#2563eb;color:#1d4ed8}
.who{color:#6b7280;font-size:.9rem}table{border-collapse:collapse;font-size:.85rem;width:100%}td,th{border:1px solid #e5e7eb;padding:.2rem .4rem;text-align:left;vertical-align:top}
td code{word-break:break-all}pre{background:#f9fafb;padding:.5rem;overflow:auto;font-size:.8rem}`;
