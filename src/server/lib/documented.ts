import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';

/**
 * The refusals a route states itself; the ones every route of its kind can give are added by the document. 502: a
 * service the route cannot do without (the mail server) failed, and nothing was kept.
 */
export type RefusalStatus = 403 | 404 | 409 | 410 | 422 | 429 | 502;
type SuccessStatus = 200 | 201 | 202 | 204 | 302;
/** What a route answers itself rather than by throwing: its successes, and the health check's 503 with its status. */
type AnsweredStatus = SuccessStatus | 503;

/** A success's body: JSON of a zod contract, a file of a media type, or nothing (204, a redirect). */
export type AnswerBody =
  | z.ZodType
  | { media: string; description: string; schema?: { type: 'string'; format?: 'binary' } }
  | { empty: string };

/**
 * Who may call an operation: `signed-in` (the session, or an access token on the routes it may call), `public`
 * (nobody needs to be known), or `secret-link` (public, but the path carries the secret that grants it: a calendar
 * feed, an invitation).
 */
export type Access = 'signed-in' | 'public' | 'secret-link';

export interface RouteDocumentation {
  /** what the operation does, in a person's words: heads the operation in the document */
  summary: string;
  access?: Access;
  /**
   * each status the route answers itself, with its body: its successes, and a 503 of its own (the health check),
   * which the document offers beside the shared error of a 503 (see openapi-document.ts)
   */
  answers: Partial<Record<AnsweredStatus, AnswerBody>>;
  /** the refusals the route's rules give beyond those of every route (see openapi-document.ts) */
  refusals?: RefusalStatus[];
  /** an upload route's multipart fields (the only bodies that are not JSON): a file, several, or text */
  multipart?: { fields: Record<string, 'file' | 'files' | 'text'>; required: string[] };
}

const ANSWER_DESCRIPTIONS: Record<AnsweredStatus, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content',
  302: 'A redirect to a page of the app',
  503: 'Unavailable, as the route itself answers',
};

const isZod = (body: AnswerBody): body is z.ZodType => '~standard' in body;

// An answer is what the server sends: zod's output side, where an object names all its fields (additionalProperties:
// false), so the contract check refuses a field the contract does not name. hono-openapi reads schemas as inputs.
const ANSWER_SIDE = { options: { io: 'output' } } as const;

function responseOf(status: AnsweredStatus, body: AnswerBody) {
  if (isZod(body)) {
    return {
      description: ANSWER_DESCRIPTIONS[status],
      content: { 'application/json': { schema: resolver(body, ANSWER_SIDE) } },
    };
  }
  if ('empty' in body) return { description: body.empty };
  return {
    description: body.description,
    content: { [body.media]: { schema: body.schema ?? { type: 'string' } } },
  };
}

/**
 * A route's entry in the OpenAPI document: its answers from the very zod contracts the client reads them with, who
 * may call it and how it refuses (decision 059). A middleware that does nothing at run time; hono-openapi reads it.
 */
export function documented({
  summary,
  access = 'signed-in',
  answers,
  refusals = [],
  multipart,
}: RouteDocumentation) {
  const responses = Object.fromEntries(
    Object.entries(answers).map(([status, body]) => [
      status,
      responseOf(Number(status) as AnsweredStatus, body),
    ]),
  );
  return describeRoute({
    summary,
    responses,
    'x-access': access,
    'x-refusals': refusals,
    ...(multipart && { requestBody: multipartBodyOf(multipart) }),
  } as Parameters<typeof describeRoute>[0]);
}

const FIELD_SCHEMAS = {
  file: { type: 'string', format: 'binary' },
  files: { type: 'array', items: { type: 'string', format: 'binary' } },
  text: { type: 'string' },
} as const;

function multipartBodyOf({ fields, required }: NonNullable<RouteDocumentation['multipart']>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, kind]) => [name, FIELD_SCHEMAS[kind]]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
  };
}

/**
 * Marks a middleware that refuses with `status` (a rate limit's 429), so every route behind it documents that refusal
 * without saying so itself.
 */
export function refusingWith<Middleware extends object>(status: RefusalStatus, middleware: Middleware) {
  return Object.assign(middleware, { [uniqueSymbol]: { spec: { 'x-refusals': [status] } } });
}

/**
 * Marks a middleware that may answer a refusal as `media` rather than JSON (a followed download link's refusal shown
 * as a page), so every route behind it documents its refusals in that media type too; `description` says when.
 */
export function refusingAlsoAs<Middleware extends object>(
  media: string,
  description: string,
  middleware: Middleware,
) {
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { 'x-refusal-media': [{ media, description }] } },
  });
}
