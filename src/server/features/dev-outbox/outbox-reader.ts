import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  date: string;
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\n[ \t]+/g, ' ').trim() ?? '';
}

export function parseEml(file: string, raw: string): OutboxMessage {
  const decoded = decodeQuotedPrintable(raw);
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), date: header(raw, 'Date'), links };
}

/** The newest messages first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  files.sort().reverse();
  return Promise.all(
    files.map(async (file) => parseEml(file, await readFile(path.join(outboxDir, file), 'utf8'))),
  );
}
