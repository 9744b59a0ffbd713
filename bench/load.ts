import autocannon from 'autocannon';
import type { LoadFigures } from './challenges-summary';
import { type BenchProcesses, cpuMsPerRequest, formatCpu, loadAverage, sampleCpu } from './process-cpu';

// The benchmarks' load: autocannon runs as signed-in people, with the CPU each request cost read from /proc.

/** seconds of each autocannon run */
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// what every browser sends: the server's compression decisions are part of what is measured
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The session cookie of a person signed in with e-mail and password. */
export async function signIn(serverUrl: string, origin: string, email: string, password: string) {
  const response = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export type SetupRequest = NonNullable<autocannon.Request['setupRequest']>;

/**
 * One autocannon run, with the CPU each request cost the server and PostgreSQL (independent of other work on the
 * machine) and the load average when it started (which the latency figures do depend on). Prints its line and
 * returns its figures.
 */
export async function load(
  title: string,
  connections: number,
  pids: BenchProcesses,
  url: string,
  setup: SetupRequest,
): Promise<LoadFigures> {
  const before = sampleCpu(pids);
  const loadBefore = loadAverage();
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    requests: [{ setupRequest: setup }],
  });
  const cpu = cpuMsPerRequest(before, sampleCpu(pids), result.requests.total);
  console.log(
    `${title}, ${connections} connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms (${result.non2xx} non-2xx of ${result.requests.total}); ` +
      `CPU per request: ${formatCpu(cpu)}; load average before: ${loadBefore}`,
  );
  // let the requests still in flight finish before the next run (or the server's stop) begins
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    cpu,
    loadAverage: loadBefore,
  };
}

/** Each request as the next person of `cookies` in turn (k is that person's index), so no one person is hammered. */
export function asEachInTurn(
  cookies: string[],
  request: (k: number) => Pick<autocannon.Request, 'path' | 'method' | 'body' | 'headers'>,
): SetupRequest {
  let turn = 0;
  return (req) => {
    const k = turn++ % cookies.length;
    const { headers, ...rest } = request(k);
    return {
      ...req,
      ...rest,
      headers: { cookie: cookies[k]!, 'accept-encoding': ACCEPT_ENCODING, ...headers },
    };
  };
}
