import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { readStoredFile } from './files.service';

export const fileRoutes = new Hono<AppEnv>().get(
  '/:key{.+}',
  documented({
    summary: 'An uploaded picture: an avatar, a group cover or a group post image',
    // avatars and covers are for anyone; a post image only for whoever sees its group's content, else 404 like an
    // unknown key (files/file-access.ts)
    access: 'public',
    answers: {
      200: {
        media: 'image/*',
        description: 'The picture, as stored (re-encoded on upload)',
        schema: { type: 'string', format: 'binary' },
      },
    },
  }),
  async (c) => {
    const file = await readStoredFile(c.var.deps, c.var.actor, c.req.param('key'));
    return c.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      // the bytes are ours (re-encoded), but never let a browser guess another type from them
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
  },
);
