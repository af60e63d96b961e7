import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV } from '#functions/config.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { ORIGIN_SECRET_CACHE, resetOriginVerifyCache } from '#functions/lib/origin-verify.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Deployed, only calls carrying CloudFront's secret origin header get through, and only they have
// their viewer headers (x-viewer-ip, x-forwarded-host) believed. The secret comes from Secrets
// Manager (mocked at the SDK edge): current and previous values, cached per instance.

const sm = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-verify-AbC';
const handler = apiHandler(
  { path: 'test/echo', access: 'public', request: z.object({}), response: z.any(), data: {} },
  async (_input, ctx) => ({ success: true, ip: ctx.ip, host: ctx.host }),
);

async function call(headers: Record<string, string>) {
  const res = await handler(
    {
      version: '2.0',
      routeKey: 'POST /api/test/echo',
      rawPath: '/api/test/echo',
      rawQueryString: '',
      headers: {
        'content-type': 'application/json',
        host: 'abc123.execute-api.us-east-1.amazonaws.com',
        'x-forwarded-host': 'savings.example-coop.org',
        'x-viewer-ip': '198.51.100.7',
        ...headers,
      },
      requestContext: {
        http: { method: 'POST', path: '/api/test/echo', protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 't' },
        requestId: 'r1',
      } as APIGatewayProxyEventV2['requestContext'],
      body: '{}',
      isBase64Encoded: false,
    },
    {} as Context,
  );
  return { status: res.statusCode!, body: JSON.parse(res.body!) };
}
const withSecret = (value: string) => call({ [ORIGIN_VERIFY_HEADER]: value });
const secretCalls = () => sm.commandCalls(GetSecretValueCommand).length;

function secret(current: string, previous?: string) {
  sm.reset();
  sm.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: current });
  if (previous)
    sm.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: previous });
  else
    sm.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' }).rejects(
      new ResourceNotFoundException({ message: 'no AWSPREVIOUS', $metadata: {} }),
    );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, ARN);
  vi.stubEnv('STAGE', 'prod');
  resetOriginVerifyCache();
  secret('current-value', 'previous-value');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('origin verify', () => {
  it('takes the current value and only then believes the viewer headers', async () => {
    expect(await withSecret('current-value')).toMatchObject({
      status: 200,
      body: { ip: '198.51.100.7', host: 'savings.example-coop.org' },
    });
  });

  it('takes the previous value (CloudFront still sends it while a rotation spreads)', async () => {
    expect((await withSecret('previous-value')).status).toBe(200);
  });

  it('refuses a wrong value with 403, whatever viewer headers come with it', async () => {
    for (const value of ['wrong', 'current-valuE', 'current-value ', 'current-value-and-more', ' ']) {
      expect(await withSecret(value), value).toMatchObject({
        status: 403,
        body: { success: false, message: COMMON_MESSAGES.originUnverified },
      });
    }
  });

  it('refuses a call without the header before asking Secrets Manager', async () => {
    expect(await call({})).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.originUnverified } });
    expect(secretCalls()).toBe(0);
  });

  it('works before the first rotation, when there is no AWSPREVIOUS', async () => {
    secret('only-value');
    expect((await withSecret('only-value')).status).toBe(200);
    expect((await withSecret('previous-value')).status).toBe(403);
  });

  it('reads the secret once per instance for a few minutes, then again', async () => {
    for (let i = 0; i < 5; i++) expect((await withSecret('current-value')).status).toBe(200);
    expect(secretCalls()).toBe(2);
    vi.setSystemTime(Date.now() + ORIGIN_SECRET_CACHE.ttlMs);
    expect((await withSecret('current-value')).status).toBe(200);
    expect(secretCalls()).toBe(4);
  });

  it('picks up a rotated value without waiting for the cache, but not on every wrong guess', async () => {
    expect((await withSecret('current-value')).status).toBe(200);
    secret('rotated-value', 'current-value');
    // Within the refresh spacing a miss does not read again: wrong guesses cannot hammer Secrets Manager.
    expect((await withSecret('rotated-value')).status).toBe(403);
    expect(secretCalls()).toBe(0);
    vi.setSystemTime(Date.now() + ORIGIN_SECRET_CACHE.refreshOnMissAfterMs);
    expect((await withSecret('rotated-value')).status).toBe(200);
    expect((await withSecret('current-value')).status).toBe(200);
    expect(secretCalls()).toBe(2);
  });

  it('answers 500 without internals when Secrets Manager fails, and asks again next time', async () => {
    sm.reset();
    sm.on(GetSecretValueCommand).rejects(new Error('AccessDenied internal detail'));
    const failed = await withSecret('current-value');
    expect(failed).toMatchObject({ status: 500, body: { message: COMMON_MESSAGES.serverError } });
    expect(JSON.stringify(failed.body)).not.toContain('internal detail');
    secret('current-value');
    expect((await withSecret('current-value')).status).toBe(200);
  });

  it('refuses everything on a deployed stage with no secret configured', async () => {
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, '');
    expect(await withSecret('current-value')).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.originUnverified },
    });
  });

  it('locally (stage local, no secret) the local server is the edge: its headers are believed', async () => {
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ENV, '');
    vi.stubEnv('STAGE', 'local');
    expect(await call({})).toMatchObject({
      status: 200,
      body: { ip: '198.51.100.7', host: 'savings.example-coop.org' },
    });
  });
});
