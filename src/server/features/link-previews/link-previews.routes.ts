import { type Context, Hono } from 'hono';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import type { AppEnv } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { groupMessages } from '#server/features/groups/group-messages';
import { challengeLinkPreview, groupLinkPreview, type LinkPreview } from './link-preview-cards';
import { PREVIEW_LOCALE_PARAM, renderPreviewPng } from './preview-image';

// A chat app fetches the image once per paste, and its counts may change: kept 10 minutes by crawlers and caches,
// which bounds the rendering (≈ tens of ms of CPU each) without showing a stale count for long.
const IMAGE_CACHE_CONTROL = 'public, max-age=600';

const pngAnswer = {
  200: { media: 'image/png', description: 'A 1200 × 630 card', schema: { type: 'string', format: 'binary' } },
} as const;

/**
 * The language an image is drawn in: the one its address names (the page's tags put the fetcher's there), never the
 * request's own headers, so a cache that keeps one image per address never shows one language to another reader.
 */
const imageI18n = (c: Context<AppEnv>) => {
  const locale = c.req.query(PREVIEW_LOCALE_PARAM);
  return i18nFor(isLocale(locale) ? locale : SOURCE_LOCALE);
};

function previewImage(preview: LinkPreview) {
  return new Response(new Uint8Array(renderPreviewPng(preview.card!)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': IMAGE_CACHE_CONTROL },
  });
}

/** The images of the link previews (decision 062): public, like the pages whose links they illustrate. */
export const linkPreviewRoutes = new Hono<AppEnv>()
  .get(
    '/challenges/:id/image.png',
    documented({
      summary: "A challenge's link preview image, as its share link shows it",
      access: 'public',
      answers: pngAnswer,
    }),
    async (c) => {
      const id = uuidOr404(c.req.param('id'), challengeMessages.notFound);
      return previewImage(await challengeLinkPreview(c.var.deps, imageI18n(c), id));
    },
  )
  .get(
    '/groups/:id/image.png',
    documented({
      summary: "A group's link preview image, as its join link shows it",
      access: 'public',
      answers: pngAnswer,
    }),
    async (c) => {
      const id = uuidOr404(c.req.param('id'), groupMessages.notFound);
      return previewImage(await groupLinkPreview(c.var.deps, imageI18n(c), id));
    },
  );
