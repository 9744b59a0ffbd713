/**
 * A failed call to our API (api-client.ts, the one way the client calls it): the answer's status, the server's code
 * and message; status 0 when the server was never reached.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
