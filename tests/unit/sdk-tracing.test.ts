import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daemonAddress, traced } from '#functions/db/sdk-tracing.js';

// SDK calls as X-Ray subsegments: what the X-Ray daemon (a UDP socket here) receives for a call in
// a sampled invocation, and that an unsampled one sends nothing and leaves the request alone.

const daemon = createSocket('udp4');
const received: string[] = [];
const waiters: (() => void)[] = [];
daemon.on('message', (message) => {
  received.push(message.toString('utf8'));
  waiters.shift()?.();
});
const nextDatagram = async () => {
  if (!received.length) await new Promise<void>((resolve) => waiters.push(resolve));
  return received.shift()!;
};

const envBefore = { trace: process.env._X_AMZN_TRACE_ID, daemon: process.env.AWS_XRAY_DAEMON_ADDRESS };
beforeAll(async () => {
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
});
afterAll(() => {
  daemon.close();
  for (const [name, value] of [
    ['_X_AMZN_TRACE_ID', envBefore.trace],
    ['AWS_XRAY_DAEMON_ADDRESS', envBefore.daemon],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
beforeEach(() => {
  received.length = 0;
});

const ROOT = '1-5759e988-bd862e3fe1be46a994272793';
const sampled = `Root=${ROOT};Parent=53995c3f42cd8ad8;Sampled=1`;

/** A DynamoDB client whose every call DynamoDB answers with `status` and `body`; the trace headers it was sent are kept. */
function dynamo(status: number, body: object) {
  const sentTraceHeaders: (string | undefined)[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-2',
    maxAttempts: 1,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestHandler: {
      handle: async (request: { headers: Record<string, string> }) => {
        sentTraceHeaders.push(request.headers['X-Amzn-Trace-Id']);
        return {
          response: {
            statusCode: status,
            headers: { 'x-amzn-requestid': 'REQ1' },
            body: Readable.from([Buffer.from(JSON.stringify(body))]),
          },
        };
      },
    } as never,
  });
  return { client: traced(client), sentTraceHeaders };
}

describe('SDK call tracing', () => {
  it('sends a subsegment of the invocation per call to the daemon, and passes the trace on to the service', async () => {
    process.env._X_AMZN_TRACE_ID = sampled;
    const { client, sentTraceHeaders } = dynamo(200, {});
    await client.send(new GetItemCommand({ TableName: 'core', Key: { pk: { S: 'a' } } }));
    const [header, json] = (await nextDatagram()).split('\n');
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    const doc = JSON.parse(json!);
    expect(doc).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: '53995c3f42cd8ad8',
      name: 'DynamoDB',
      namespace: 'aws',
      aws: { operation: 'GetItem', region: 'us-east-2', request_id: 'REQ1', retries: 0 },
      http: { response: { status: 200 } },
    });
    expect(doc.id).toMatch(/^[0-9a-f]{16}$/);
    expect(doc.end_time).toBeGreaterThanOrEqual(doc.start_time);
    expect(doc.error ?? doc.fault).toBeUndefined();
    expect(sentTraceHeaders).toEqual([`Root=${ROOT};Parent=${doc.id};Sampled=1`]);
  });

  it("marks a refused call as an error with the service's exception, and the caller still gets the exception", async () => {
    process.env._X_AMZN_TRACE_ID = sampled;
    const { client } = dynamo(400, {
      __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException',
      message: 'Requested resource not found',
    });
    await expect(client.send(new GetItemCommand({ TableName: 'gone', Key: { pk: { S: 'a' } } }))).rejects.toThrow(
      'Requested resource not found',
    );
    const doc = JSON.parse((await nextDatagram()).split('\n')[1]!);
    expect(doc).toMatchObject({
      error: true,
      http: { response: { status: 400 } },
      cause: {
        exceptions: [{ type: 'ResourceNotFoundException', message: 'Requested resource not found', remote: true }],
      },
    });
    expect(doc.fault).toBeUndefined();
  });

  it('sends nothing and adds no header when the invocation is not sampled or not traced', async () => {
    const { client, sentTraceHeaders } = dynamo(200, {});
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=53995c3f42cd8ad8;Sampled=0`;
    await client.send(new GetItemCommand({ TableName: 'core', Key: { pk: { S: 'unsampled' } } }));
    delete process.env._X_AMZN_TRACE_ID;
    await client.send(new GetItemCommand({ TableName: 'core', Key: { pk: { S: 'untraced' } } }));
    expect(sentTraceHeaders).toEqual([undefined, undefined]);
    // The first datagram the daemon gets is the sampled call's that follows: the two before sent none.
    process.env._X_AMZN_TRACE_ID = sampled;
    await client.send(new GetItemCommand({ TableName: 'core', Key: { pk: { S: 'sampled' } } }));
    const doc = JSON.parse((await nextDatagram()).split('\n')[1]!);
    expect(doc.id).toBe(/Parent=([0-9a-f]+)/.exec(sentTraceHeaders[2]!)![1]);
  });

  it("reads the daemon's address as Lambda sets it, alone or as a udp and tcp pair", () => {
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('udp:169.254.79.129:2000 tcp:169.254.79.129:2001')).toEqual({
      host: '169.254.79.129',
      port: 2000,
    });
  });
});
