import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '#server/app-env';
import { loggablePath } from './loggable-path';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Puts the deps on the context and gives each request one id, echoed in X-Request-Id and every log line. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('actor', null);
    const started = performance.now();
    await next();
    // on the response's own headers: c.header() after the answer is made re-wraps its body as a stream, which costs
    // the plain-string answer @hono/node-server writes in one go
    c.res.headers.set('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        {
          method: c.req.method,
          path: loggablePath(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
