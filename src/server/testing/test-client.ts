import { checkAgainstContract } from './api-contract';

/**
 * What the client talks to: an in-process app (`app.request`, whose third argument stands for the connection) or a
 * real process over HTTP (`overHttp`, which has a real connection and ignores it).
 */
interface AnyApp {
  request(path: string, init?: RequestInit, bindings?: object): Response | Promise<Response>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}-${process.pid}-${++counter}@example.com`;
export const VALID_PASSWORD = 'Sprint#2026';

/** One browser's worth of state: a cookie jar and the app's Origin on every request. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: AnyApp,
    private readonly origin: string,
    /** the client's network address as the server sees it (the socket's remote address); none by default */
    private readonly remoteAddress?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // a FormData body (uploads) goes as multipart, with the boundary fetch chooses
    const isForm = body instanceof FormData;
    const response = await this.app.request(
      path,
      {
        method,
        headers: {
          origin: this.origin,
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
          ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
        body:
          body === undefined ? undefined : isForm || typeof body === 'string' ? body : JSON.stringify(body),
      },
      this.socketBindings(),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = /max-age=0/i.test(line) || value.join('=') === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    await checkAgainstContract(this.app, method, path, response);
    return response;
  }

  // what @hono/node-server hands the app for a real connection, as far as getConnInfo reads it
  private socketBindings() {
    if (!this.remoteAddress) return undefined;
    const remoteFamily = this.remoteAddress.includes(':') ? 'IPv6' : 'IPv4';
    return { incoming: { socket: { remoteAddress: this.remoteAddress, remotePort: 50000, remoteFamily } } };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** The same browser state, e.g. to reach another server process as the same signed-in person. */
  copyCookiesFrom(other: TestClient) {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }

  async signUp(
    input: { name?: string; email?: string; password?: string; timezone?: string; locale?: string } = {},
  ) {
    const email = input.email ?? uniqueEmail();
    const response = await this.post('/api/auth/sign-up/email', {
      name: input.name ?? 'Test Person',
      email,
      password: input.password ?? VALID_PASSWORD,
      timezone: input.timezone ?? 'UTC',
      ...(input.locale && { locale: input.locale }),
    });
    if (response.status !== 200)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string; email: string; name: string } };
    return user;
  }

  signIn(email: string, password = VALID_PASSWORD) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}
