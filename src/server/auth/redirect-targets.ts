import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { badRequest } from '#server/lib/domain-error';
import { sameOriginPath } from '#server/lib/same-origin-path';

/**
 * Every field in which better-auth takes a page to send the browser to: the ones its own origin check reads. That
 * check accepts a root-relative path before normalising it, so `/.//evil.example` passed and was redirected to as
 * `//evil.example` (decision 054): we decide first, on the normalised form, and hand on only that.
 */
const REDIRECT_TARGET_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

// A target in the query comes from a link someone opened (verify-email's), so the refusal speaks of the link.
const LINK_REFUSED = translatable(msg`The confirmation link is not valid.`);
const fieldRefused = (field: string) => `${field} must be a page of this site.`;

/**
 * The request with each redirect target, in its query or its JSON body, replaced by the page of `appUrl`'s site it
 * leads to; one leading anywhere else, or not text, is refused with 400. The input gate has already made any body a
 * JSON object or nothing.
 */
export async function withRedirectTargetsOfThisSite(request: Request, appUrl: string): Promise<Request> {
  const url = new URL(request.url);
  for (const field of REDIRECT_TARGET_FIELDS) {
    const targets = url.searchParams.getAll(field);
    if (targets.length === 0) continue;
    url.searchParams.delete(field);
    for (const target of targets)
      url.searchParams.append(field, pageOfThisSite(target, appUrl, LINK_REFUSED));
  }
  const text = request.body ? await request.text() : '';
  if (!text) return new Request(url, { method: request.method, headers: request.headers });
  const body = JSON.parse(text) as Record<string, unknown>;
  for (const field of REDIRECT_TARGET_FIELDS) {
    if (field in body) body[field] = pageOfThisSite(body[field], appUrl, fieldRefused(field), field);
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length'); // the body is written anew
  return new Request(url, { method: request.method, headers, body: JSON.stringify(body) });
}

function pageOfThisSite(target: unknown, appUrl: string, refusal: string, field?: string): string {
  const path = typeof target === 'string' ? sameOriginPath(target, appUrl) : null;
  if (path === null) throw badRequest(refusal, field === undefined ? undefined : { [field]: refusal });
  return path;
}
