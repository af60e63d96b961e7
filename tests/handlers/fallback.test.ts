import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/api/fallback.js';
import { routeList } from '#shared/routes.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The $default route's function: the route table decides between 501 and 404.

const event = (rawPath: string, method = 'POST') =>
  ({ rawPath, headers: {}, requestContext: { http: { method, path: rawPath } } }) as unknown as APIGatewayProxyEventV2;

describe('fallback', () => {
  it('answers 501 for a path of the route table (its function is not deployed yet)', async () => {
    const route = routeList.find((r) => r.path === 'tbp/savebusinesstemp')!;
    const res = await handler(event(`/api/${route.path}`));
    expect(res.statusCode).toBe(501);
    expect(JSON.parse(res.body!)).toEqual({ success: false, message: COMMON_MESSAGES.notImplemented });
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(res.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 501 for every route-table path, mixed case included', async () => {
    for (const route of routeList) expect((await handler(event(`/api/${route.path}`))).statusCode).toBe(501);
    expect(routeList.some((r) => /[A-Z]/.test(r.path))).toBe(true);
  });

  it.each([
    '/api/nope/nothing',
    '/api/',
    '/api',
    '/other',
    '/api/b2c/account/',
    '/api/B2C/ACCOUNT',
    '/api/toString',
    '/api/__proto__',
  ])('answers 404 for %s', async (rawPath) => {
    const res = await handler(event(rawPath));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
  });

  it('answers 404 for another method on a route-table path (every route is POST)', async () => {
    expect((await handler(event('/api/b2c/account', 'GET'))).statusCode).toBe(404);
  });
});
