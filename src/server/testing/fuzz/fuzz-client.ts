import { TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';
import type { FuzzBody } from './fuzz-inputs';

/** Who sends a fuzzed request: a visitor, or a signed-in person with the app's Origin header or with none. */
export type FuzzActor = 'visitor' | 'signed-in' | 'signed-in, no Origin';
export const FUZZ_ACTORS: FuzzActor[] = ['visitor', 'signed-in', 'signed-in, no Origin'];

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

function requestBody(body: FuzzBody): { body?: BodyInit; contentType?: string } {
  if (body.kind === 'none') return {};
  if (body.kind === 'text') return { body: body.text, contentType: body.contentType ?? undefined };
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  if (body.withFile) form.append('images', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x.png'));
  return { body: form };
}

/**
 * Raw requests with explicit headers (a TestClient always sends the Origin), and one signed-in person whose
 * session is restored when a fuzzed request ended it (sign-out, revoke-sessions).
 */
export class FuzzClient {
  private cookie = '';
  private email = '';

  constructor(private readonly t: TestApp) {}

  async signUp() {
    this.email = uniqueEmail('fuzz');
    const response = await this.send('visitor', 'POST', '/api/auth/sign-up/email', {
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify({
        name: 'Fuzz Person',
        email: this.email,
        password: VALID_PASSWORD,
        timezone: 'UTC',
      }),
    });
    if (response.status !== 200) throw new Error(`fuzz sign-up failed: ${response.status}`);
    this.cookie = cookiesOf(response);
    return ((await response.json()) as { user: { id: string } }).user.id;
  }

  /** Signs in again (or up, if the password changed) when the session is gone. */
  async keepSignedIn() {
    if ((await this.send('signed-in', 'GET', '/api/me')).status !== 401) return;
    const response = await this.send('visitor', 'POST', '/api/auth/sign-in/email', {
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify({ email: this.email, password: VALID_PASSWORD }),
    });
    if (response.status === 200) this.cookie = cookiesOf(response);
    else await this.signUp();
  }

  /** A well-formed call as the signed-in person (for setting up), its JSON answer or an error. */
  async json<T>(method: string, path: string, value?: unknown): Promise<T> {
    const body: FuzzBody =
      value === undefined
        ? { kind: 'none' }
        : { kind: 'text', contentType: 'application/json', text: JSON.stringify(value) };
    const response = await this.send('signed-in', method, path, body);
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  send(actor: FuzzActor, method: string, pathAndQuery: string, body: FuzzBody = { kind: 'none' }) {
    const { body: content, contentType } = requestBody(body);
    const headers: Record<string, string> = {};
    if (actor !== 'signed-in, no Origin') headers.origin = TEST_APP_URL;
    if (actor !== 'visitor') headers.cookie = this.cookie;
    if (contentType) headers['content-type'] = contentType;
    return this.t.app.request(pathAndQuery, { method, headers, body: content });
  }
}
