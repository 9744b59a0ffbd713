import type http from 'node:http';

/**
 * How long the server keeps an idle keep-alive connection open. It must outlast the clients' own idle limit: when
 * the server closes first, a request a client sends on that connection at the same moment is reset (ECONNRESET),
 * and the client cannot tell whether it arrived. Node's default of 5 s equals the idle limit of Node's own HTTP
 * agents (Playwright's request API among them) and once lost that race in a browser test; load balancers keep
 * idle connections to their servers for up to 60 s (AWS, Google), so the server waits a little longer than that.
 * Node's agents read the `Keep-Alive: timeout=65` the server then sends and still give up at their own 5 s.
 */
export const IDLE_CONNECTION_SECONDS = 65;

export function outlastClientsOnIdleConnections(server: http.Server) {
  server.keepAliveTimeout = IDLE_CONNECTION_SECONDS * 1000;
  // the time to receive a request's headers must not run out before an idle connection may
  server.headersTimeout = (IDLE_CONNECTION_SECONDS + 1) * 1000;
}
