import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra header fields, such as List-Unsubscribe; each value one line */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when `smtpUrl` is set; otherwise every message is written as an RFC 5322 .eml file to `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // reset and confirmation links are as good as a password: owner-only whatever the umask (decision 055)
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
