import { describe, expect, it, vi } from 'vitest';
import { shouldRetry } from '#web/app/query-client.js';
import { ApiError, callApi } from '#web/lib/api-client.js';
import { homeFixture } from './fixtures/home-data';
import { stubFetch } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

describe('callApi', () => {
  it('POSTs JSON to /api/<path> with same-origin cookies and returns the answer', async () => {
    const { fetchStub, calls } = stubFetch({ status: 200, body: homeFixture });
    vi.stubGlobal('fetch', fetchStub);
    const data = await callApi('outside/setcoop', { url: 'http://localhost:3000/coop/417' });
    expect(data.coopData.displayName).toBe('Prairie Sky Electric');
    expect(calls[0]!.url).toBe('/api/outside/setcoop');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ url: 'http://localhost:3000/coop/417' });
  });

  it("throws the server's message and status on failure", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ status: 404, body: { success: false, message: COMMON_MESSAGES.coopNotFound } }).fetchStub,
    );
    const error = await callApi('outside/setcoop', { url: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(COMMON_MESSAGES.coopNotFound);
    expect((error as ApiError).status).toBe(404);
  });

  it('reports an unreachable server and a non-JSON gateway page in plain words', async () => {
    vi.stubGlobal('fetch', stubFetch(new TypeError('Failed to fetch')).fetchStub);
    await expect(callApi('outside/gethomedata', {})).rejects.toMatchObject({
      status: 0,
      message: COMMON_MESSAGES.serverConnection,
    });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi('outside/gethomedata', {})).rejects.toMatchObject({
      status: 502,
      message: COMMON_MESSAGES.serverError,
    });
  });

  it('retries network and server failures but not the server refusing a request', () => {
    expect(shouldRetry(0, new ApiError('x', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('x', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('x', 503))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 404))).toBe(false);
  });
});
