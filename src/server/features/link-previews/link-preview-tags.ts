import type { I18n } from '@lingui/core';
import { type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';
import type { Deps } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { DomainError } from '#server/lib/domain-error';
import { uuidOr404 } from '#server/lib/uuid';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { groupMessages } from '#server/features/groups/group-messages';
import {
  challengeLinkPreview,
  groupLinkPreview,
  invitationLinkPreview,
  type LinkPreview,
} from './link-preview-cards';
import { PREVIEW_HEIGHT, PREVIEW_LOCALE_PARAM, PREVIEW_WIDTH } from './preview-image';

// The shared links of product-rules.md#screens-and-routes whose page a chat app's crawler (no JavaScript) reads
// for a card: the route's pattern, its preview, and its image's API path (decision 062).
const SHARED_LINKS: {
  pattern: RegExp;
  preview: (deps: Deps, i18n: I18n, id: string) => Promise<LinkPreview>;
  imagePath?: (id: string) => string;
}[] = [
  {
    pattern: /^\/join-challenge\/([^/]+)$/,
    preview: (deps, i18n, id) => challengeLinkPreview(deps, i18n, uuidOr404(id, challengeMessages.notFound)),
    imagePath: (id) => `/api/link-previews/challenges/${id}/image.png`,
  },
  {
    pattern: /^\/join-group\/([^/]+)$/,
    preview: (deps, i18n, id) => groupLinkPreview(deps, i18n, uuidOr404(id, groupMessages.notFound)),
    imagePath: (id) => `/api/link-previews/groups/${id}/image.png`,
  },
  { pattern: /^\/invitation\/([^/]+)$/, preview: invitationLinkPreview },
];

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The Open Graph and Twitter tags of a shared link's page in `locale` (the fetcher's: a crawler's Accept-Language),
 * or null for any other path and for a link that leads nowhere (unknown, used, a private fact): the page is then the
 * plain app shell, which says so itself. The image's address names its language, so a cache keeps one per language
 * (English's address has none, as before).
 */
export async function linkPreviewTags(
  deps: Deps,
  path: string,
  origin: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<string | null> {
  for (const link of SHARED_LINKS) {
    const match = link.pattern.exec(path);
    if (!match) continue;
    let id: string;
    let preview: LinkPreview;
    try {
      id = decodeURIComponent(match[1]!);
      preview = await link.preview(deps, i18nFor(locale), id);
    } catch (error) {
      // a malformed escape is as unknown as an id that names nothing
      if (error instanceof DomainError || error instanceof URIError) return null;
      throw error;
    }
    const language = locale === SOURCE_LOCALE ? '' : `?${PREVIEW_LOCALE_PARAM}=${locale}`;
    const image =
      preview.card && link.imagePath ? `${origin}${link.imagePath(encodeURIComponent(id))}${language}` : null;
    type Tag = readonly [attribute: 'property' | 'name', key: string, value: string];
    const tags: Tag[] = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'HabitSprint'],
      ['property', 'og:url', `${origin}${path}`],
      ['property', 'og:title', preview.title],
      ['property', 'og:description', preview.description],
      ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', preview.title],
      ['name', 'twitter:description', preview.description],
      ...(image
        ? ([
            ['property', 'og:image', image],
            ['property', 'og:image:type', 'image/png'],
            ['property', 'og:image:width', String(PREVIEW_WIDTH)],
            ['property', 'og:image:height', String(PREVIEW_HEIGHT)],
            ['property', 'og:image:alt', preview.title],
            ['name', 'twitter:image', image],
          ] as const)
        : []),
    ];
    return tags
      .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
      .join('\n    ');
  }
  return null;
}
