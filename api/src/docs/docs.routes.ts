import { defineRoute, type RouteDefinition, type RouteMeta } from '../http/route.ts';
import { DOCS_CSS, renderDocsPage } from './docs-page.ts';
import { openApiDocument, type OpenApiDocument } from './openapi.ts';

/**
 * `GET /api/openapi.json` and the readable `GET /api/docs`, both made from the route registry (built
 * once, on first request: the registry is complete only after every capability has added its routes).
 */
export function docsRoutes(registry: () => RouteMeta[], title: string): RouteDefinition[] {
  let doc: OpenApiDocument | null = null;
  let page: string | null = null;
  const document = () => (doc ??= openApiDocument(registry(), { title, version: '1' }));
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      access: 'public',
      summary: 'This API as an OpenAPI 3.1 document',
      produces: 'document',
      handler: ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300').json(document());
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      access: 'public',
      summary: 'This API as a readable page',
      produces: 'html',
      handler: ({ res }) => {
        res
          .set('Cache-Control', 'public, max-age=300')
          .type('html')
          .send((page ??= renderDocsPage(document())));
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/docs.css',
      access: 'public',
      summary: 'The style sheet of the documentation page',
      produces: 'text',
      handler: ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300').type('css').send(DOCS_CSS);
        return undefined;
      },
    }),
  ];
}
