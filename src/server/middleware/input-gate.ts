import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import type { Context, MiddlewareHandler } from 'hono';
import { GROUP_POST_MAX_IMAGES } from '#shared/groups/groups.schemas';
import { MAX_IMAGE_BYTES } from '#shared/profile/profile.schemas';
import { badRequest, DomainError } from '#server/lib/domain-error';
import { findUnstorableText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '#server/lib/storable-text';
import { readBodyWithin } from './read-body-within';

/** Every JSON body is a form's worth of text: the longest (a challenge's description and rules) is a few KiB. */
export const JSON_BODY_BYTES = 64 * 1024;
/** The biggest upload is a group post: its images at the upload limit, its text and the multipart envelope. */
export const UPLOAD_BODY_BYTES = GROUP_POST_MAX_IMAGES * MAX_IMAGE_BYTES + JSON_BODY_BYTES;
/** The only routes that take multipart bodies (image uploads); everywhere else a body is JSON. */
const UPLOAD_PATHS = [/^\/api\/me\/avatar$/, /^\/api\/groups\/[^/]+\/(cover|posts)$/];
/**
 * Routes that take an HTML form's body: the one-click unsubscribe, which mail providers POST as
 * multipart/form-data or application/x-www-form-urlencoded (RFC 8058), never as JSON; and the one-tap check-in
 * pages' own forms (issue 28).
 */
const FORM_PATHS = [/^\/api\/unsubscribe\/reminders$/, /^\/api\/check-in-answer$/, /^\/api\/tap\/[^/]+$/];
const FORM_MEDIA_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

const BODILESS_METHODS = new Set(['GET', 'HEAD']);
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.-]+\+)?json$/;
const MALFORMED_MESSAGE = translatable(msg`Malformed request.`);
const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;
const inputMessages = {
  tooManyImages: translatable(
    msg`At most ${GROUP_POST_MAX_IMAGES} images of at most ${MEGABYTES} MB each can be sent at once.`,
  ),
  textTooLong: translatable(msg`This text is too long.`),
  notJson: translatable(msg`Send the request body as JSON.`),
  invalidJson: translatable(msg`The request body is not valid JSON.`),
  notAnObject: translatable(msg`The request body must be a JSON object.`),
};

const tooLarge = (message: string) => new DomainError(413, 'PAYLOAD_TOO_LARGE', message);
const unsupported = (message: string) => new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
const unstorable = (field?: string) =>
  badRequest(UNSTORABLE_TEXT_MESSAGE, field === undefined ? undefined : { [field]: UNSTORABLE_TEXT_MESSAGE });

/**
 * The one gate every API request passes before better-auth or our routes see it (decision 020): path and query
 * must decode to storable text, a body must fit its kind's size (checked while it streams), a JSON body must be
 * an object of storable text, and a multipart body goes only to the upload routes. Whatever passes is handed on
 * as a fresh, readable Request, since better-auth reads the raw body itself.
 */
export const inputGate: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  checkPath(url.pathname);
  checkQuery(url.search);
  // a GET or HEAD has no body; asking the request for one would build the full Request object for nothing
  if (!BODILESS_METHODS.has(c.req.method) && c.req.raw.body) await checkBody(c, url.pathname);
  await next();
};

function decodeOrRefuse(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw badRequest(MALFORMED_MESSAGE); // broken percent-encoding, or bytes that are not UTF-8
  }
}

function checkPath(pathname: string) {
  for (const segment of pathname.split('/')) {
    if (!isStorableText(decodeOrRefuse(segment))) throw unstorable();
  }
}

function checkQuery(search: string) {
  for (const pair of search.slice(1).split('&')) {
    const separator = pair.includes('=') ? pair.indexOf('=') : pair.length;
    const [name, value] = [pair.slice(0, separator), pair.slice(separator + 1)].map((part) =>
      decodeOrRefuse(part.replaceAll('+', ' ')),
    ) as [string, string];
    if (!isStorableText(name)) throw unstorable();
    if (!isStorableText(value)) throw unstorable(name);
  }
}

async function checkBody(c: Context, pathname: string) {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const isUpload = mediaType === 'multipart/form-data' && UPLOAD_PATHS.some((path) => path.test(pathname));
  const isForm = FORM_MEDIA_TYPES.has(mediaType) && FORM_PATHS.some((path) => path.test(pathname));
  const body = await readBodyWithin(c.req.raw, isUpload ? UPLOAD_BODY_BYTES : JSON_BODY_BYTES);
  if (!body) throw tooLarge(isUpload ? inputMessages.tooManyImages : inputMessages.textTooLong);
  c.req.raw = new Request(c.req.raw, { body });
  if (body.byteLength === 0) return; // nothing to check; a route that needs a body says so
  if (isUpload || isForm) await checkForm(c, body);
  else if (JSON_MEDIA_TYPE.test(mediaType)) checkJson(body);
  else throw unsupported(inputMessages.notJson);
}

function checkJson(body: Uint8Array<ArrayBuffer>) {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw badRequest(inputMessages.invalidJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(inputMessages.notAnObject);
  const field = findUnstorableText(value);
  if (field !== null) throw unstorable(field);
}

/** Parsed once here; Hono keeps the parsed form for the route's parseBody, and the raw body stays readable. */
async function checkForm(c: Context, body: Uint8Array<ArrayBuffer>) {
  const form = await c.req.formData().catch(() => {
    throw badRequest(MALFORMED_MESSAGE);
  });
  c.req.raw = new Request(c.req.raw, { body });
  for (const [name, value] of form) {
    if (!isStorableText(name)) throw unstorable();
    if (typeof value === 'string' && !isStorableText(value)) throw unstorable(name);
  }
}
