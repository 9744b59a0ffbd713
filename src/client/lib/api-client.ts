import { noteApiAnswer } from './offline-status';

/**
 * The one way the client calls our API: JSON in and out (or a FormData body for uploads), errors as ApiError with
 * the server's message.
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

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  // a FormData body goes as multipart: the browser sets the Content-Type with its boundary
  const isJson = init.body !== undefined && !(init.body instanceof FormData);
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: isJson ? { 'Content-Type': 'application/json' } : undefined,
      body: isJson ? JSON.stringify(init.body) : (init.body as FormData | undefined),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection and try again.');
  }
  noteApiAnswer(response);
  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = payload?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? response.statusText,
      error.fields,
    );
  }
  return payload as T;
}

export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
