import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { apiReferencePage } from './api-reference-page';
import { openApiDocument } from './openapi-document';

/** GET /api/openapi.json and its readable page GET /api/docs, public like the app's own code (decision 049). */
export function openApiRoutes(app: Hono<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await openApiDocument(app, c.var.deps)))
    .get('/docs', async (c) => c.html(apiReferencePage(await openApiDocument(app, c.var.deps))));
}
