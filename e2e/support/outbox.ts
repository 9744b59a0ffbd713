import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  date: string;
  links: string[];
}

/**
 * The newest e-mail to `email` in the dev outbox (GET /dev/outbox.json, loopback only), waiting for it to arrive.
 */
export async function latestEmailTo(request: APIRequestContext, email: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((message) => message.to.toLowerCase().includes(email.toLowerCase()));
        return found ? 'arrived' : 'not yet';
      },
      { message: `an e-mail to ${email} in the dev outbox`, timeout: 15_000 },
    )
    .toBe('arrived');
  return found!;
}
