import { DeleteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import type { RouteDef } from '#shared/routes.js';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { handler as login } from '#functions/api/outside/login.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { log } from '#functions/model/log.js';
import { countEvent, METRICS_NAMESPACE } from '#functions/model/metrics.js';

// What an operator reads in CloudWatch: every log line of a request carries the invocation's
// request id, the correlation id, cold start, the route and the caller's co-op, with secrets
// redacted; each invocation ends with one EMF line of route-group metrics, and a business event
// is its own EMF line by co-op. Logs and metrics are on here (the unit project silences both).

const saved = vi.hoisted(() => {
  const before = {
    LOG_LEVEL: process.env.LOG_LEVEL,
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED,
  };
  process.env.LOG_LEVEL = 'info';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  return before;
});
afterAll(() => {
  Object.assign(process.env, saved);
});

const ddb = mockClient(DynamoDBDocumentClient);
const TOKEN = 'T'.repeat(43);
const CSRF = 'C'.repeat(43);
const PLID = 323;

const route = (access: RouteDef['access']): RouteDef => ({
  path: 'test/observe',
  access,
  request: z.object({ fail: z.boolean().optional() }),
  response: z.any(),
  data: {},
});
const impl = async (input: unknown) => {
  log('info', 'inside', { password: 'hunter2', nested: { csrfToken: 'x', kept: 'yes' } });
  countEvent('search', PLID);
  if ((input as { fail?: boolean }).fail) throw new Error('database on fire');
  return { success: true };
};
const memberRoute = apiHandler(route('member'), impl);
const publicRoute = apiHandler(route('public'), impl);

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const context = (requestId: string) =>
  ({
    functionName: 'portal-test',
    functionVersion: '$LATEST',
    memoryLimitInMB: '512',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:portal-test',
    awsRequestId: requestId,
  }) as Context;
const event = (
  body: object,
  apiRequestId: string,
  session: boolean,
  path = 'test/observe',
): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: `POST /api/${path}`,
  rawPath: `/api/${path}`,
  rawQueryString: '',
  cookies: session ? [`${SESSION_COOKIE}=${TOKEN}`] : undefined,
  headers: {
    host: 'portal.example',
    'x-forwarded-host': 'portal.example',
    'content-type': 'application/json',
    ...(session ? { [CSRF_HEADER]: CSRF } : {}),
  },
  requestContext: {
    http: { method: 'POST', path: `/api/${path}`, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' },
    requestId: apiRequestId,
  } as APIGatewayProxyEventV2['requestContext'],
  body: JSON.stringify(body),
  isBase64Encoded: false,
});

/** One JSON log line: a log record, or an EMF record with its _aws metadata. */
interface Line {
  _aws?: { CloudWatchMetrics: [{ Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }] };
  [field: string]: unknown;
}
type EmfLine = Line & { _aws: NonNullable<Line['_aws']> };
/** Every JSON line the invocation wrote to stdout and stderr (Lambda sends both to CloudWatch Logs). */
async function invoke(h: Handler, e: APIGatewayProxyEventV2, c: Context): Promise<{ status: number; lines: Line[] }> {
  const chunks: string[] = [];
  const capture = (chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    const res = await h(e, c);
    return {
      status: res.statusCode!,
      lines: chunks
        .join('')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Line),
    };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
const logLines = (lines: Line[]) => lines.filter((l) => !l._aws);
const emfLines = (lines: Line[]) => lines.filter((l): l is EmfLine => l._aws !== undefined);
const metricNames = (l: EmfLine) => l._aws.CloudWatchMetrics[0].Metrics.map((m) => m.Name);

beforeEach(() => {
  ddb.reset();
  const now = Math.floor(Date.now() / 1000);
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: keys.session(sha256(TOKEN)) }).resolves({
    Item: {
      sessionId: 's1',
      memberId: 'm1',
      plid: PLID,
      role: 'member',
      csrfHash: sha256(CSRF),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 600,
    },
  });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
});

describe('log lines', () => {
  it("carry the Lambda request id, API Gateway's request id as correlation id, cold start, the route and the co-op, with secrets redacted", async () => {
    const { status, lines } = await invoke(
      memberRoute as unknown as Handler,
      event({}, 'apigw-1', true),
      context('lambda-1'),
    );
    expect(status).toBe(200);
    const logs = logLines(lines);
    expect(logs.map((l) => l.message)).toEqual(['inside', 'request']);
    for (const l of logs) {
      expect(l).toMatchObject({
        function_request_id: 'lambda-1',
        correlation_id: 'apigw-1',
        route: 'test/observe',
        routeGroup: 'member',
        plid: PLID,
        service: 'portal',
      });
      expect(typeof l.cold_start).toBe('boolean');
    }
    expect(logs[0]).toMatchObject({ password: '[redacted]', nested: { csrfToken: '[redacted]', kept: 'yes' } });
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    expect(logs[1]).toMatchObject({ level: 'INFO', status: 200, requestId: 'apigw-1' });
  });

  it("an unhandled error's log line carries the same context, and the next invocation none of the last one's keys", async () => {
    const failed = await invoke(
      memberRoute as unknown as Handler,
      event({ fail: true }, 'apigw-2', true),
      context('lambda-2'),
    );
    expect(failed.status).toBe(500);
    const error = logLines(failed.lines).find((l) => l.message === 'unhandled error')!;
    expect(error).toMatchObject({
      level: 'ERROR',
      function_request_id: 'lambda-2',
      correlation_id: 'apigw-2',
      route: 'test/observe',
      plid: PLID,
      error: 'database on fire',
    });

    const visitor = await invoke(publicRoute as unknown as Handler, event({}, 'apigw-3', false), context('lambda-3'));
    const request = logLines(visitor.lines).find((l) => l.message === 'request')!;
    expect(request).toMatchObject({
      function_request_id: 'lambda-3',
      correlation_id: 'apigw-3',
      routeGroup: 'public',
      cold_start: false,
    });
    expect(request).not.toHaveProperty('plid');
  });
});

describe('metrics (EMF)', () => {
  it('one request line per invocation by route group (count, 5xx, latency), and the business event by co-op', async () => {
    const { lines } = await invoke(memberRoute as unknown as Handler, event({}, 'apigw-4', true), context('lambda-4'));
    const emf = emfLines(lines);
    expect(emf.every((l) => l._aws.CloudWatchMetrics[0].Namespace === METRICS_NAMESPACE)).toBe(true);
    const requests = emf.filter((l) => metricNames(l).includes('Requests'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ service: 'portal', RouteGroup: 'member', Requests: 1, ServerErrors: 0 });
    expect(requests[0]!._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'RouteGroup']]);
    expect(typeof requests[0]!.Latency).toBe('number');
    const search = emf.find((l) => metricNames(l).includes('DealSearches'))!;
    expect(search).toMatchObject({ service: 'portal', Coop: String(PLID), DealSearches: 1 });
    expect(search._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'Coop']]);
  });

  it('counts a 5xx answer as a server error of its group', async () => {
    const { lines } = await invoke(
      memberRoute as unknown as Handler,
      event({ fail: true }, 'apigw-5', true),
      context('lambda-5'),
    );
    const requests = emfLines(lines).filter((l) => metricNames(l).includes('Requests'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ RouteGroup: 'member', Requests: 1, ServerErrors: 1 });
  });

  it("a real route's invocation: a failed login is counted, beside the public group's request metrics", async () => {
    const { status, lines } = await invoke(
      login as unknown as Handler,
      event({ email: 'nobody@example.com', password: 'wrong' }, 'apigw-6', false, 'outside/login'),
      context('lambda-6'),
    );
    expect(status).toBe(401);
    const emf = emfLines(lines);
    // No such member: no co-op to name, so the count has the service dimension alone.
    const failed = emf.find((l) => metricNames(l).includes('FailedLogins'))!;
    expect(failed).toMatchObject({ FailedLogins: 1 });
    expect(failed._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service']]);
    expect(emf.filter((l) => metricNames(l).includes('Requests'))).toEqual([
      expect.objectContaining({ RouteGroup: 'public', Requests: 1, ServerErrors: 0 }),
    ]);
    expect(logLines(lines).find((l) => l.message === 'request')).toMatchObject({
      route: 'outside/login',
      status: 401,
      correlation_id: 'apigw-6',
    });
  });
});
