import { FIRST_REQUESTS_GLOBAL } from '#shared/first-requests-script';

type FirstRequests = Record<string, Promise<Response> | undefined>;

const firstRequests = (): FirstRequests | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, FirstRequests | undefined>)[FIRST_REQUESTS_GLOBAL];

/**
 * The answer the page's HTML already asked for at this API path (src/shared/first-requests-script.ts, decision 067),
 * handed out once: the next read of the same path asks the server again.
 */
export function takeFirstRequest(apiPath: string): Promise<Response> | undefined {
  const requests = firstRequests();
  const request = requests?.[apiPath];
  if (requests) delete requests[apiPath];
  return request;
}

/** Once who is signed in may have changed, the page's early answers belong to someone else: none is handed out. */
export function forgetFirstRequests() {
  const requests = firstRequests();
  for (const apiPath of Object.keys(requests ?? {})) delete requests![apiPath];
}
