import { msg } from '@lingui/core/macro';
import { takeFirstRequest } from './first-requests';
import { noteApiAnswer } from './offline-status';
import { shownText } from './shown-text';
import { ApiError } from './api-error';

// The one way the client calls our API: JSON in and out (or a FormData body for uploads), errors as ApiError with the
// server's message. ApiError has a module of its own so the service worker can throw it without the client's texts
// (their Lingui macros are compiled for the page only); the screens import it from here with the rest of the client.
export { ApiError };

/** The answer of one call to our API; a refusal or a lost connection is thrown as ApiError. */
async function send(path: string, init: { method?: string; body?: unknown }): Promise<Response> {
  let response: Response;
  // a FormData body goes as multipart: the browser sets the Content-Type with its boundary
  const isJson = init.body !== undefined && !(init.body instanceof FormData);
  const method = init.method ?? 'GET';
  try {
    // the first screen's read may already be on its way, started by the page's HTML (decision 067)
    response = await ((method === 'GET' ? takeFirstRequest(path) : undefined) ??
      fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: isJson ? { 'Content-Type': 'application/json' } : undefined,
        body: isJson ? JSON.stringify(init.body) : (init.body as FormData | undefined),
      }));
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      shownText(msg`Network error. Please check your connection and try again.`),
    );
  }
  noteApiAnswer(response);
  if (!response.ok) {
    const error = (await response.json().catch(() => null))?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? response.statusText,
      error.fields,
    );
  }
  return response;
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await send(path, init);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/** A file the API draws (an image), refused the same way as apiFetch. */
export async function apiFetchBlob(path: string): Promise<Blob> {
  return (await send(path, {})).blob();
}

export const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * What a failure tells the person: the server's own words for a refusal it explains (a 4xx with a message, e.g.
 * 'Challenge is full. Maximum participants reached.'), else the screen's `fallback` — a crash, an outage or a lost
 * connection is not the person's to fix, and the screen's own text says what did not happen.
 */
export function messageOf<Fallback extends string | null | undefined>(
  error: unknown,
  fallback: Fallback,
): string | Fallback {
  return isClientError(error) && error.message ? error.message : fallback;
}
