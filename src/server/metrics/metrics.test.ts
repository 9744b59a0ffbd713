import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { histogramsOf, parsePrometheusText, seriesOf } from '#server/testing/prometheus-text';
import { onRealPostgres } from '#server/testing/test-database';

// Decision 086: GET /metrics is off unless METRICS_TOKEN is set, and then answers only a scraper bearing it.
const TOKEN = 'k3Yp-metrics-token-9fQz';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.request('/metrics', { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN (404)', async () => {
    const off = await createTestApp();
    try {
      expect(
        (await off.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a scraper without the token, or with another (401)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const refused = await scrape(authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
  });

  it('counts a burst of requests by route pattern and status, with their latencies, as Prometheus parses it', async () => {
    const { client } = await givenPerson(t);
    const unknownIds = Array.from({ length: 10 }, () => crypto.randomUUID());
    await Promise.all([
      ...Array.from({ length: 40 }, () => t.app.request('/api/health')),
      ...unknownIds.map((id) => client.get(`/api/challenges/${id}`)),
      ...Array.from({ length: 5 }, () => t.visitor().get('/api/dashboard')),
    ]);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = await parsePrometheusText(await answer.text());

    const requests = (labels: Record<string, string>) =>
      seriesOf(metrics, 'http_requests_total', labels).map((series) => series.value);
    expect(requests({ method: 'GET', route: '/api/health', status: '200' })).toEqual([40]);
    expect(requests({ method: 'GET', route: '/api/challenges/:id', status: '404' })).toEqual([10]);
    expect(requests({ method: 'GET', route: '/api/dashboard', status: '401' })).toEqual([5]);
    // patterns only: an id in a label would make a new series per id
    const routes = seriesOf(metrics, 'http_requests_total').map((series) => series.labels.route!);
    expect(routes.filter((route) => UUID.test(route))).toEqual([]);

    const [health] = histogramsOf(metrics, 'http_request_duration_seconds', {
      method: 'GET',
      route: '/api/health',
    });
    expect(health!.count).toBe(40);
    // by upper bound ('+Inf' is Infinity): each bucket counts those below it, so the counts never fall
    const buckets = Object.entries(health!.buckets)
      .map(([le, count]) => [le === '+Inf' ? Infinity : Number(le), count] as const)
      .sort(([a], [b]) => a - b);
    expect(buckets.at(-1)).toEqual([Infinity, 40]);
    const counts = buckets.map(([, count]) => count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(health!.sum).toBeGreaterThan(0);

    expect(
      seriesOf(metrics, 'habitsprint_push_deliveries_pending').map((series) => series.labels.state),
    ).toEqual(['due', 'waiting']);
    expect(seriesOf(metrics, 'habitsprint_background_tasks_pending')).toHaveLength(1);
    expect(seriesOf(metrics, 'process_cpu_user_seconds_total')).toHaveLength(1);
    // the pool is node-postgres'; the embedded database has none
    expect('habitsprint_db_pool_connections' in metrics).toBe(onRealPostgres());
  });
});
