import { z, type ZodType } from 'zod';
import type { Access, RouteMeta } from '../http/route.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (what a client sends, hence `io: 'input'`). Parts JSON Schema cannot say
 * (a transform, a preprocess, a refinement) become `{}`: the document stays complete and says less.
 */
export function jsonSchemaOf(schema: ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

/** `/courses/:id` → `/courses/{id}`; Express 5's `*path` wildcard → `{path}`. */
export function openApiPath(route: Pick<RouteMeta, 'mount' | 'path'>): string {
  return `${route.mount}${route.path}`.replace(/[:*](\w+)/g, '{$1}');
}

export const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone (a valid token, when sent, personalises the answer).',
  learner: 'A signed-in learner (learner token). Admin tokens get 403.',
  admin: 'An administrator (admin token from POST /api/admin/login). Learner tokens get 403.',
};

const envelope = (data: JsonSchema, success: boolean): JsonSchema => ({
  type: 'object',
  required: ['success', 'data', 'message'],
  properties: {
    success: { const: success },
    data,
    message: { type: 'string' },
    ...(success ? {} : { errors: { type: 'object', additionalProperties: { type: 'string' } } }),
  },
});

const FAILURE = { $ref: '#/components/schemas/Failure' };

const SUCCESS_CONTENT: Record<RouteMeta['produces'], Record<string, unknown>> = {
  json: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
  document: { 'application/json': { schema: { type: 'object' } } },
  binary: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  html: { 'text/html': { schema: { type: 'string' } } },
  text: { 'text/plain': { schema: { type: 'string' } } },
  redirect: {},
  'event-stream': { 'text/event-stream': { schema: { type: 'string' } } },
  tus: {},
};

function parameters(route: RouteMeta): unknown[] {
  const out: unknown[] = [];
  const add = (where: 'path' | 'query', schema: ZodType | undefined) => {
    const json = jsonSchemaOf(schema);
    const props = (json?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json?.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  };
  add('path', route.params);
  add('query', route.query);
  // A path parameter the route reads without a schema is still documented.
  const declared = new Set(out.map((p) => (p as { name: string }).name));
  for (const match of openApiPath(route).matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!declared.has(name))
      out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return out;
}

function requestBody(route: RouteMeta): unknown {
  const body = jsonSchemaOf(route.body) ?? { type: 'object' };
  switch (route.bodyKind) {
    case 'json':
      return { required: true, content: { 'application/json': { schema: body } } };
    case 'multipart': {
      const props = { ...((body.properties as JsonSchema | undefined) ?? {}) };
      for (const file of route.files ?? []) props[file] = { type: 'string', format: 'binary' };
      return {
        required: true,
        content: {
          'multipart/form-data': { schema: { ...body, type: 'object', properties: props } },
        },
      };
    }
    case 'tus':
      return {
        description:
          'The tus 1.0 resumable upload protocol (https://tus.io/protocols/resumable-upload).',
        content: {
          'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } },
        },
      };
    case 'raw':
      return {
        required: true,
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'none':
      return undefined;
  }
}

function operation(route: RouteMeta): Record<string, unknown> {
  const full = `${route.method.toUpperCase()} ${openApiPath(route)}`;
  const tag = route.mount === '/api' ? (route.path.split('/')[1] ?? 'api') : 'pages';
  const responses: Record<string, unknown> = {
    [route.produces === 'redirect' ? '302' : '200']: {
      description: route.produces === 'redirect' ? 'A redirect' : 'Success',
      content: SUCCESS_CONTENT[route.produces],
    },
    '400': { description: 'Invalid input', content: { 'application/json': { schema: FAILURE } } },
    '429': {
      description: 'Too many requests',
      content: { 'application/json': { schema: FAILURE } },
    },
  };
  if (route.access !== 'public') {
    responses['401'] = {
      description: 'Not signed in',
      content: { 'application/json': { schema: FAILURE } },
    };
    responses['403'] = {
      description: 'Wrong kind of account',
      content: { 'application/json': { schema: FAILURE } },
    };
  }
  const body = requestBody(route);
  return {
    operationId: full,
    summary: route.summary ?? full,
    description: `Who may call it: ${ACCESS_TEXT[route.access]}`,
    tags: [tag],
    'x-access': route.access,
    ...(route.owned ? { 'x-owned': route.owned } : {}),
    ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route in the registry; nothing in it is written by hand. */
export function openApiDocument(routes: RouteMeta[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route)] ??= {});
    item[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every answer is the envelope `{ success, data, message }` (failures may add `errors`, one message per field).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Success: envelope({}, true), Failure: envelope({ type: 'null' }, false) },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
