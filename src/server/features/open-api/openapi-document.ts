import type { Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';
import type { AppEnv, Deps } from '#server/app-env';
import { sessionCookieSettings } from '#server/auth/session-cookie';
import { TOKEN_ROUTES, type TokenRoute } from '#server/auth/token-routes';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;
type Operation = Record<string, unknown> & { tags?: string[]; summary?: string; description?: string };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

// the shape middleware/error-handler.ts gives every refusal
type SchemaObject = NonNullable<
  NonNullable<GenerateSpecOptions['documentation']['components']>['schemas']
>[string];

const errorSchema: SchemaObject = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};
/** Every refusal the API gives, each once in components.responses; operations refer to them by name. */
const REFUSALS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is not valid: `error.fields` says why, per field.' },
  401: { name: 'Unauthorized', description: 'Not signed in, or the access token is unknown or revoked.' },
  403: {
    name: 'Forbidden',
    description: 'Not allowed: by the rules of the app, or for an access token or its scope.',
  },
  404: { name: 'NotFound', description: 'No such thing, or not one the caller may see.' },
  409: { name: 'Conflict', description: 'It clashes with what exists, or with a change made a moment ago.' },
  410: { name: 'Gone', description: 'It existed but is no longer available.' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this operation accepts.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not of a media type this operation accepts.',
  },
  422: { name: 'Unprocessable', description: 'Well formed, but the rules of the app refuse it.' },
  429: { name: 'TooManyRequests', description: 'Too many requests: wait and try again.' },
  502: {
    name: 'BadGateway',
    description:
      'A service the operation needs (the mail server) failed: nothing was kept; try again in a moment.',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database is out of reach for a moment: try again after `Retry-After` seconds.',
  },
};
const refusalResponses = Object.fromEntries(
  Object.values(REFUSALS).map(({ name, description }) => [
    name,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ]),
);

const DESCRIPTION = [
  "HabitSprint's HTTP API, generated from the schemas the server validates requests with.",
  '',
  'Authenticate a script with a personal access token (Settings → Apps and API) sent as',
  '`Authorization: Bearer hs_…`. A token acts as its owner and works only on the operations marked with its',
  "scope: `read` (reading the owner's data) or `check-in` (that, plus recording and editing check-ins and",
  'declaring rest days). Every other operation — the account, sign-in, sessions and tokens above all — needs the',
  "app's own session and refuses a token with 403; a revoked or unknown token is refused with 401.",
].join('\n');

/** Each operation is tagged by the first segment of its path; the tags' descriptions head the reference's sections. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  account: 'Your account: password, e-mail, sessions, export and deletion',
  admin: "The site administrators' lists",
  calendar: 'The calendar feed file, read by calendar apps through its secret link',
  challenges: 'Challenges: create, join, leave, boards, results, invitations and rounds',
  'check-ins': 'Editing, flagging and cheering check-ins',
  config: "The server's public settings",
  dashboard: 'Your dashboard in one answer',
  feedback: 'Feedback to the team',
  files: 'Uploaded pictures',
  forum: 'The feedback forum: posts, votes, comments and subscriptions',
  groups: 'Groups: members, posts, comments, reactions and their challenges',
  health: 'Whether the server is up',
  invitations: 'Invitations to challenges, by link and in the app',
  me: 'You: name, picture, time zone, push and calendar settings',
  notifications: 'Your notifications',
  profile: 'Your statistics',
  push: 'Web Push subscriptions of your devices',
  tokens: 'Your personal access tokens',
  users: 'Finding people to invite',
  waitlist: 'The waiting list',
};

/** `/api/challenges/{id}` → `/api/challenges/:id`, the key TOKEN_ROUTES uses. */
const honoPathOf = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Path parameters that name a database row are UUIDs (the routes answer 404 to anything else, `lib/uuid.ts`); a
 * parameter a route validates itself (a session's id) keeps the schema of its validator.
 */
const DATABASE_ID_PARAMETERS = new Set(['id', 'challengeId', 'postId']);

type Parameter = {
  in?: string;
  name?: string;
  description?: string;
  schema?: Record<string, unknown>;
  'x-multi-segment'?: boolean;
};
function withIdFormats(parameters: Parameter[] | undefined) {
  for (const parameter of parameters ?? []) {
    const isUntyped = JSON.stringify(parameter.schema) === '{"type":"string"}';
    if (parameter.in === 'path' && isUntyped && DATABASE_ID_PARAMETERS.has(parameter.name ?? '')) {
      parameter.schema = { type: 'string', format: 'uuid' };
    }
  }
}

/**
 * Path parameters a route matches across several segments (Hono's `:key{.+}`: a file's key holds `/`). OpenAPI has no
 * word for it, so the parameter says it in prose and in `x-multi-segment`, which the contract check reads too.
 */
function multiSegmentParametersOf(app: Hono<AppEnv>) {
  const names = new Map<string, Set<string>>();
  for (const route of app.routes) {
    for (const [, name] of route.path.matchAll(/:(\w+)\{\.\+\}/g)) {
      const path = route.path.replace(/:(\w+)\{[^}]*\}/g, '{$1}').replace(/:(\w+)/g, '{$1}');
      names.set(path, (names.get(path) ?? new Set()).add(name!));
    }
  }
  return names;
}

function markMultiSegment(parameters: Parameter[] | undefined, names: Set<string> | undefined) {
  for (const parameter of parameters ?? []) {
    if (parameter.in !== 'path' || !names?.has(parameter.name ?? '')) continue;
    parameter.description = 'Spans several path segments: send its `/` as they are.';
    parameter['x-multi-segment'] = true;
  }
}

/** Whether the path carries parameters: each is checked (a malformed id is 404 like an unknown one). */
const hasPathParameters = (path: string) => path.includes('{');

/**
 * The refusals an operation can give: its own (from `documented` and the middleware it passes, e.g. a rate limit's
 * 429), and those every operation of its kind gives: 400 (the input gate, validation), 503 (database out of reach),
 * 401 and 403 behind a sign-in, 404 for a path with parameters, 409 for a write (what it refers to vanished a
 * moment ago), 413 and 415 for a write too: the input gate (middleware/input-gate.ts) weighs and reads the body of
 * every request but a GET, whether its route takes one or not. A bearer token is judged wherever it is sent, public
 * operations included (middleware/session.ts): an unknown or revoked one is 401, one on an operation tokens may not
 * call 403.
 */
function refusalsOf(
  path: string,
  method: string,
  operation: Operation,
  token: TokenRoute | undefined,
): number[] {
  const statuses = new Set<number>([
    400,
    401,
    503,
    ...((operation['x-refusals'] as number[] | undefined) ?? []),
  ]);
  if (operation['x-access'] === 'signed-in' || !token) statuses.add(403);
  if (hasPathParameters(path)) statuses.add(404);
  if (method !== 'get') [409, 413, 415].forEach((s) => statuses.add(s));
  return [...statuses].sort();
}

/** Another media type an operation may refuse in (see `refusingAlsoAs`), and when. */
type RefusalMedia = { media: string; description: string };

/** The shared refusal, or, for an operation that may also refuse in another media type, the refusal with both. */
function refusalResponseOf(status: number, alsoAs: RefusalMedia[]) {
  const { name, description } = REFUSALS[status]!;
  if (alsoAs.length === 0) return { $ref: `#/components/responses/${name}` };
  return {
    description: [description, ...alsoAs.map((other) => `As ${other.media}: ${other.description}.`)].join(
      ' ',
    ),
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      ...Object.fromEntries(alsoAs.map(({ media }) => [media, { schema: { type: 'string' } }])),
    },
  };
}

type OwnAnswer = { description: string; content?: Record<string, unknown> };

/**
 * A refusal status the route also answers itself, with a body of its own (the health check's 503): either that body
 * or the shared error, which the middleware in front of the route can give (a session lookup the outage also stops).
 */
function eitherRefusal(own: OwnAnswer, status: number) {
  const errorSchema = { $ref: '#/components/schemas/Error' };
  const ownJson = own.content?.['application/json'] as { schema: unknown } | undefined;
  return {
    description: `${own.description}; or, from the middleware before it, the error of every operation. ${REFUSALS[status]!.description}`,
    content: {
      ...own.content,
      'application/json': { schema: ownJson ? { anyOf: [ownJson.schema, errorSchema] } : errorSchema },
    },
  };
}

function securityOf(operation: Operation, token: TokenRoute | undefined) {
  if (operation['x-access'] !== 'signed-in') return [];
  return token ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [{ sessionCookie: [] }];
}

function descriptionOf(operation: Operation, token: TokenRoute | undefined) {
  if (operation['x-access'] === 'public') return 'Public: no sign-in needed.';
  if (operation['x-access'] === 'secret-link') {
    return 'Public, but the link itself is the secret that grants it: keep it private.';
  }
  if (!token) return 'Session only: an access token is refused with 403.';
  const scopes = token.scope === 'read' ? '`read` or `check-in`' : '`check-in`';
  return `The session, or an access token with the ${scopes} scope.`;
}

/**
 * The OpenAPI 3.1 document of every /api route (decisions 049 and 059), generated by hono-openapi from the app's
 * routes: the zod schemas their `validate` middleware checks requests with, and the `documented` entry of each route
 * (its answers, from the zod contracts the client reads them with, who may call it, how it refuses).
 */
async function buildDocument(app: Hono<AppEnv>, appUrl: string, sessionCookieName: string) {
  const document = await generateSpecs(app, {
    includeEmptyPaths: true,
    // the client's own files, mail links' one-click endpoints, the one-tap check-in pages (HTML for a person, not
    // JSON) and the developer outbox are not the API
    exclude: [
      /^\/(?!api\/)/,
      /^\/api\/unsubscribe\//,
      /^\/api\/check-in-answer/,
      /^\/api\/tap\//,
      '/api/auth/request-password-reset',
      '/api/openapi.json',
      '/api/docs',
    ],
    defaultValidationErrorResponse: false,
    documentation: {
      info: { title: 'HabitSprint API', version: '1', description: DESCRIPTION },
      servers: [{ url: appUrl }],
      components: {
        schemas: { Error: errorSchema },
        responses: refusalResponses,
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token (`hs_…`), created in Settings → Apps and API.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName,
            description: 'The web app’s own session, set by signing in.',
          },
        },
      },
    },
  });
  const multiSegment = multiSegmentParametersOf(app);
  for (const [path, item] of Object.entries(document.paths)) {
    const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
    const tag = segments[1] ?? 'api';
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const token = TOKEN_ROUTES[`${method.toUpperCase()} ${honoPathOf(path)}`];
      if (!operation['x-access']) {
        // every route says what it answers (decision 059): a new one without `documented` fails every API test
        throw new Error(
          `${method.toUpperCase()} ${path} has no documented({ … }) entry: describe its answers.`,
        );
      }
      withIdFormats(operation.parameters as Parameter[] | undefined);
      markMultiSegment(operation.parameters as Parameter[] | undefined, multiSegment.get(path));
      operation.tags = [tag];
      operation.security = securityOf(operation, token);
      operation['x-token-scope'] = token?.scope ?? 'none';
      operation.description = descriptionOf(operation, token);
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      const alsoAs = (operation['x-refusal-media'] as RefusalMedia[] | undefined) ?? [];
      for (const status of refusalsOf(path, method, operation, token)) {
        const own = responses[status] as OwnAnswer | undefined;
        responses[status] = own ? eitherRefusal(own, status) : refusalResponseOf(status, alsoAs);
      }
      operation.responses = responses;
      delete operation['x-access'];
      delete operation['x-refusals'];
      delete operation['x-refusal-media'];
    }
  }
  // only the refusals some operation gives (Redocly's no-unused-components)
  const referred = JSON.stringify(document.paths);
  const responses = document.components?.responses ?? {};
  for (const name of Object.keys(responses)) {
    if (!referred.includes(`"#/components/responses/${name}"`)) delete responses[name];
  }
  document.tags = [...new Set(Object.keys(document.paths).map((p) => p.split('/')[2] ?? 'api'))]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return document;
}

const built = new WeakMap<object, Promise<OpenApiDocument>>();

/** Built once per app, on first request. */
export function openApiDocument(app: Hono<AppEnv>, deps: Deps): Promise<OpenApiDocument> {
  let document = built.get(app);
  if (!document) {
    document = sessionCookieSettings(deps.auth).then(({ name }) =>
      buildDocument(app, deps.env.APP_URL, name),
    );
    built.set(app, document);
  }
  return document;
}
