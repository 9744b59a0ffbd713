import type http from 'node:http';
import net from 'node:net';

/** The server stops listening once no request has been in progress for this long… */
const QUIET_MS = 300;
/** …or after this at the latest, under a load that never pauses. */
const LISTEN_AT_MOST_MS = 3_000;
/** After this, whatever is still open is cut: a stop never hangs on a stuck request. */
const FORCE_AFTER_MS = 10_000;

/**
 * Tracks requests so `close()` can drain them. Node's own `server.close()` stops listening at once, which resets
 * the connections still waiting in the kernel's accept queue, and cuts every connection without a request in
 * progress, including ones whose request has arrived but was not read yet because the event loop was busy: their
 * clients see ECONNRESET for requests they had sent. Here, once closing, every answer says `Connection: close`
 * (keep-alive clients go elsewhere, e.g. to another process behind the load balancer); the server keeps accepting
 * until it has been quiet for a moment, then stops listening, closes idle connections and resolves when the last
 * connection has ended.
 */
export function drainableServer(server: http.Server) {
  let active = 0;
  let lastActivityAt = 0;
  let closing = false;
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    active += 1;
    if (closing) response.setHeader('Connection', 'close');
    response.once('close', () => {
      active -= 1;
      lastActivityAt = performance.now();
    });
  });
  const isQuiet = () => active === 0 && performance.now() - lastActivityAt >= QUIET_MS;

  return {
    async close() {
      closing = true;
      const closeBy = performance.now() + LISTEN_AT_MOST_MS;
      while (!isQuiet() && performance.now() < closeBy) await sleep(QUIET_MS / 3);
      await new Promise<void>((resolve) => {
        // net.Server's close stops listening only; http.Server's would also cut idle connections right away
        net.Server.prototype.close.call(server, () => {
          clearInterval(idleCheck);
          clearTimeout(forceClose);
          resolve();
        });
        const idleCheck = setInterval(() => server.closeIdleConnections(), QUIET_MS / 3);
        const forceClose = setTimeout(() => server.closeAllConnections(), FORCE_AFTER_MS);
        forceClose.unref();
      });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
