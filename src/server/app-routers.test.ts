import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { API_ROUTERS } from './app';

/**
 * A router's guards (sign-in, rate limits, token refusals) stay on its own routes: a route another router adds at or
 * under its prefix (/me/push-settings under /me) is reached without passing them, even when added after it. The probe
 * answers a method no router does, so only a router's middleware could stand in its way.
 */
describe('the API routers', () => {
  it.each(API_ROUTERS)('the router at %s guards only its own routes', async (prefix, router) => {
    const paths = [prefix, `${prefix}/probe`];
    const app = new Hono<AppEnv>().route(prefix, router).on('PROBE', paths, (c) => c.text('reached'));
    for (const path of paths) {
      const response = await app.request(path.replaceAll(/:\w+/g, 'x'), { method: 'PROBE' });
      expect(await response.text(), path).toBe('reached');
    }
  });
});
