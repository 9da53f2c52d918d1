import { jsonSchemaOf } from '../../src/docs/openapi.ts';
import type { RouteDefinition } from '../../src/http/route.ts';
import { fillPath, pathParams } from './route-walk.ts';

/**
 * Bad input for one route, generated from its zod schemas (through their JSON Schema): each case is
 * one request a careless client or an attacker could send. None may answer 5xx or leave the envelope.
 */
export interface BadRequest {
  label: string;
  url: string;
  body?: NonNullable<RequestInit['body']>;
  contentType?: string;
  headers?: Record<string, string>;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  pattern?: string;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const NUL = '\u0000';
const LONG = 'x'.repeat(20_000);
/** Values of every kind, for a field that expects one of them. */
const WRONG_KINDS: unknown[] = [123, -1.5, true, null, '', [1, 2], { a: 1 }, NUL, `a${NUL}b`, LONG];

const STRING_GUESSES = [
  'sample@example.test',
  '+12025550123',
  '6f1e8d7c-1b2a-4c3d-9e8f-7a6b5c4d3e2f',
  'Sample text 123',
  'https://example.test/x',
  '2026-01-01',
  '1:30',
  'a',
];

/** A value that (usually) passes the schema: the base into which one bad value at a time goes. */
export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(prop, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sample(schema.items, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'sample@example.test';
      if (schema.format === 'uuid') return '6f1e8d7c-1b2a-4c3d-9e8f-7a6b5c4d3e2f';
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const fits = (s: string) =>
        (!pattern || pattern.test(s)) &&
        s.length >= (schema.minLength ?? 0) &&
        s.length <= (schema.maxLength ?? Infinity);
      return (
        STRING_GUESSES.find(fits) ??
        'Sample text that is long enough'.padEnd(schema.minLength ?? 0, 'x')
      );
    }
    default:
      return 'x';
  }
}

const isScalar = (s: Schema | undefined) => {
  const t = Array.isArray(s?.type) ? s?.type : [s?.type];
  return t.some((x) => x === 'string' || x === 'number' || x === 'integer' || x === 'boolean');
};

/** Bodies: malformed JSON, wrong shapes, each field wrong in every way, NUL and long strings, prototype keys. */
function jsonBodies(route: RouteDefinition): { label: string; text: string }[] {
  const schema = (jsonSchemaOf(route.body) ?? {}) as Schema;
  const base = (sample(schema) ?? {}) as Record<string, unknown>;
  const out: { label: string; text: string }[] = [
    { label: 'truncated JSON', text: '{"a":' },
    { label: 'JSON null', text: 'null' },
    { label: 'JSON array', text: '[]' },
    { label: 'JSON string', text: '"text"' },
    { label: 'JSON number', text: '42' },
    { label: 'no fields', text: '{}' },
    { label: 'the sample', text: JSON.stringify(base) },
    {
      label: '__proto__ key',
      text: `{"__proto__":{"role":"admin","isAdmin":true},${JSON.stringify(base).slice(1)}`,
    },
    {
      label: 'constructor.prototype key',
      text: JSON.stringify({ ...base, constructor: { prototype: { role: 'admin' } } }),
    },
  ];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const without = { ...base };
    delete without[key];
    out.push({ label: `without ${key}`, text: JSON.stringify(without) });
    for (const wrong of WRONG_KINDS) {
      out.push({
        label: `${key} = ${JSON.stringify(wrong).slice(0, 20)}`,
        text: JSON.stringify({ ...base, [key]: wrong }),
      });
    }
    if (isScalar(prop)) {
      out.push({ label: `${key} as array`, text: JSON.stringify({ ...base, [key]: [base[key]] }) });
      out.push({
        label: `${key} as object`,
        text: JSON.stringify({ ...base, [key]: { v: base[key] } }),
      });
    }
    if (typeof base[key] === 'string') {
      out.push({
        label: `${key} ending in NUL`,
        text: JSON.stringify({ ...base, [key]: `${base[key] as string}${NUL}` }),
      });
    }
  }
  return out;
}

function multipartBodies(route: RouteDefinition): BadRequest[] {
  const url = fillPath(route);
  const base = (sample(jsonSchemaOf(route.body) as Schema) ?? {}) as Record<string, unknown>;
  const part = (name: string, value: string) =>
    `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = Object.entries(base)
    .filter(([, v]) => typeof v !== 'object')
    .map(([k, v]) => part(k, String(v)))
    .join('');
  const withNul = Object.entries(base)
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => ({
      label: `multipart ${k} with NUL`,
      body: `${fields}${part(k, `${String(v)}${NUL}`)}--B--\r\n`,
    }));
  const file = route.files?.[0] ?? 'file';
  const cases: { label: string; body: string; type?: string }[] = [
    { label: 'multipart without a boundary', body: fields, type: 'multipart/form-data' },
    {
      label: 'multipart truncated',
      body: `${fields}--B\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc`,
    },
    { label: 'multipart with another boundary', body: `--C\r\n${fields}--C--\r\n` },
    { label: 'multipart, only the closing boundary', body: '--B--\r\n' },
    {
      label: 'multipart file truncated',
      body: `${fields}--B\r\nContent-Disposition: form-data; name="${file}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    },
    {
      label: 'multipart file name traversal',
      body: `${fields}--B\r\nContent-Disposition: form-data; name="${file}"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nxx\r\n--B--\r\n`,
    },
    {
      label: 'multipart field name __proto__',
      body: `${fields}${part('__proto__', 'x')}--B--\r\n`,
    },
    ...withNul,
  ];
  return cases.map((c) => ({
    label: c.label,
    url,
    body: c.body,
    contentType: c.type ?? 'multipart/form-data; boundary=B',
  }));
}

const PARAM_VALUES = [
  'not-a-uuid',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  'a%00b',
  'x'.repeat(3_000),
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '1%20OR%201%3D1',
];

const QUERY_SUFFIXES = (name: string) => [
  `${name}[]=1&${name}[]=2`,
  `${name}[a]=1`,
  `${name}=%00`,
  `${name}=${'9'.repeat(400)}`,
  `${name}=-1`,
  `${name}=${LONG.slice(0, 5_000)}`,
];

/** Every bad request for one route. */
export function badRequests(route: RouteDefinition): BadRequest[] {
  const out: BadRequest[] = [];
  for (const param of pathParams(route)) {
    for (const value of PARAM_VALUES) {
      out.push({
        label: `path ${param}=${value.slice(0, 20)}`,
        url: fillPath(route, { [param]: value }),
      });
    }
  }
  const query = (jsonSchemaOf(route.query) ?? {}) as Schema;
  const base = fillPath(route);
  for (const name of [...Object.keys(query.properties ?? {}), 'unexpected']) {
    for (const suffix of QUERY_SUFFIXES(name)) {
      out.push({ label: `query ${suffix.slice(0, 30)}`, url: `${base}?${suffix}` });
    }
  }
  out.push({
    label: 'query __proto__',
    url: `${base}?__proto__[polluted]=1&constructor[prototype][x]=1`,
  });
  if (route.method === 'get' || route.method === 'delete') return out;
  if (route.bodyKind === 'json' || route.bodyKind === 'multipart') {
    for (const body of jsonBodies(route)) {
      out.push({
        label: `body ${body.label}`,
        url: base,
        body: body.text,
        contentType: 'application/json',
      });
    }
    out.push({ label: 'body as text/plain', url: base, body: 'hello', contentType: 'text/plain' });
  }
  if (route.bodyKind === 'multipart') out.push(...multipartBodies(route));
  if (route.bodyKind === 'tus') {
    const tus = { 'tus-resumable': '1.0.0' };
    out.push(
      { label: 'tus negative length', url: base, headers: { ...tus, 'upload-length': '-1' } },
      {
        label: 'tus bad metadata',
        url: base,
        headers: { ...tus, 'upload-length': '10', 'upload-metadata': 'garbage !!' },
      },
      {
        label: 'tus metadata with NUL',
        url: base,
        headers: {
          ...tus,
          'upload-length': '10',
          'upload-metadata': `title ${Buffer.from(`a${NUL}`).toString('base64')}`,
        },
      },
      {
        label: 'tus patch at a bad offset',
        url: base,
        body: 'xx',
        contentType: 'application/offset+octet-stream',
        headers: { ...tus, 'upload-offset': 'abc' },
      },
    );
  }
  if (route.bodyKind === 'raw' || route.bodyKind === 'none') {
    out.push({
      label: 'unexpected JSON body',
      url: base,
      body: '{"a":',
      contentType: 'application/json',
    });
  }
  return out;
}
