import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * A TCP port that was free a moment ago, for servers whose URL must be known before they start.
 *
 * Chosen below the kernel's ephemeral range: a port the kernel hands out for "any port" (`listen(0)`) is also what
 * it gives outgoing connections, and with test files running side by side (fetches, database pools) one of those
 * took a port between our probe and the server's listen (EADDRINUSE, seen in a CI-like run). Below the range only
 * another probe can pick it, at random among thousands.
 */
export async function freePort(): Promise<number> {
  const [lowest, highest] = belowEphemeralRange();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found between ${lowest} and ${highest}`);
}

function belowEphemeralRange(): [number, number] {
  try {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const start = Number(ephemeralStart);
    if (start > 12_000) return [10_000, start];
  } catch {
    // not Linux: the same split as Linux's default
  }
  return [10_000, 32_768];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
