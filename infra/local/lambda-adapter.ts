import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

// Turns a Node HTTP request into the API Gateway HTTP API (payload 2.0) event a Lambda receives,
// so the local server runs the very same handler modules as AWS.

/** Headers only the edge may set, plus the cookies (passed as their own array, as API Gateway does). */
const EDGE_HEADERS = new Set(['cookie', 'x-forwarded-host', 'x-viewer-ip']);

export function toApiGatewayEvent(req: IncomingMessage, body: Buffer, routeKey: string): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !EDGE_HEADERS.has(name) && !name.startsWith(':'))
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // This server is the edge here, as CloudFront is in AWS: the viewer's host travels as
  // x-forwarded-host, always taken from the real Host. The real address is sourceIp below, so no
  // x-viewer-ip is passed at all; a client's own copies of both are dropped above.
  if (headers.host) headers['x-forwarded-host'] = headers.host;
  const cookies = req.headers.cookie
    ? req.headers.cookie
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;
  const contentType = headers['content-type'] ?? '';
  const binary = !/^(application\/json|text\/)/.test(contentType) && body.length > 0;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (binary ? body.toString('base64') : body.toString('utf8')) : undefined,
    isBase64Encoded: binary,
  };
}

/**
 * Locally every request shares one process (and libuv's 4 threads for scrypt), where Lambda gives
 * each concurrent request its own instance; a longer deadline than the deployed 10 s keeps middy's
 * timeout guard from firing just because requests queue behind each other here.
 */
const LOCAL_TIMEOUT_MS = 60_000;

export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + LOCAL_TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
