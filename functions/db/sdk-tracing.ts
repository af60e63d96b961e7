import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

// Each AWS SDK call as an X-Ray subsegment of the function's trace, written to the X-Ray daemon
// Lambda runs beside every actively traced function, over UDP, in the daemon's documented format
// (a header line, then one subsegment document), as the X-Ray SDK streams them. Not the SDK
// itself: loading aws-xray-sdk-core (through Powertools' Tracer) cost every cold start about
// 40 ms for this one job (docs/adr/0061-sdk-tracing-without-xray-sdk.md). Outside a sampled
// Lambda invocation (no trace header, Sampled=0: locally, in tests) calls pass through untouched.

interface TraceContext {
  root: string;
  parent: string;
}

/** The invocation's trace (Root and Parent) when it is sampled; the runtime's invoke store first, as Powertools reads it. */
export function sampledTrace(): TraceContext | undefined {
  const awslambda = (globalThis as { awslambda?: { InvokeStore?: { getXRayTraceId?: () => string | undefined } } })
    .awslambda;
  const raw = awslambda?.InvokeStore?.getXRayTraceId?.() ?? process.env._X_AMZN_TRACE_ID ?? '';
  const fields = new Map(raw.split(';').map((field) => field.split('=', 2) as [string, string | undefined]));
  const root = fields.get('Root');
  const parent = fields.get('Parent');
  return root && parent && fields.get('Sampled') === '1' ? { root, parent } : undefined;
}

/** AWS_XRAY_DAEMON_ADDRESS: `host:port`, or `udp:host:port tcp:host:port`. */
export function daemonAddress(value = process.env.AWS_XRAY_DAEMON_ADDRESS ?? '127.0.0.1:2000'): {
  host: string;
  port: number;
} {
  const udp =
    value
      .split(/\s+/)
      .find((part) => part.startsWith('udp:'))
      ?.slice(4) ?? value;
  const at = udp.lastIndexOf(':');
  return { host: udp.slice(0, at), port: Number(udp.slice(at + 1)) };
}

let socket: Socket | undefined;

function send(document: object): void {
  const { host, port } = daemonAddress();
  const message = Buffer.from(`{"format":"json","version":1}\n${JSON.stringify(document)}`);
  if (!socket) {
    socket = createSocket('udp4');
    socket.unref();
    // A trace that cannot be sent must never fail the request.
    socket.on('error', () => undefined);
  }
  socket.send(message, port, host, () => undefined);
}

interface Metadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/** Error, fault and throttle flags as X-Ray reads them: 4xx error (429 also throttle), 5xx or no answer fault. */
function flags(status: number | undefined, failed: boolean): Record<string, boolean> {
  if (status === 429) return { error: true, throttle: true };
  if (status !== undefined && status >= 400 && status < 500) return { error: true };
  if ((status !== undefined && status >= 500) || failed) return { fault: true };
  return {};
}

type Middleware = (
  next: (args: { request: unknown; input: unknown }) => Promise<{ output?: { $metadata?: Metadata } }>,
  context: { clientName?: string; commandName?: string },
) => (args: { request: unknown; input: unknown }) => Promise<unknown>;

const tracingMiddleware =
  (region: () => Promise<string>): Middleware =>
  (next, context) =>
  async (args) => {
    const trace = sampledTrace();
    if (!trace) return next(args);
    const id = randomBytes(8).toString('hex');
    const request = args.request as { headers?: Record<string, string> } | undefined;
    // Downstream services join the same trace, under this subsegment.
    if (request?.headers) request.headers['X-Amzn-Trace-Id'] = `Root=${trace.root};Parent=${id};Sampled=1`;
    const start = Date.now() / 1000;
    const subsegment = (metadata: Metadata | undefined, failure?: { name?: string; message?: string }) => ({
      type: 'subsegment',
      id,
      trace_id: trace.root,
      parent_id: trace.parent,
      name: (context.clientName ?? 'AWS').replace(/Client$/, ''),
      namespace: 'aws',
      start_time: start,
      end_time: Date.now() / 1000,
      aws: {
        operation: (context.commandName ?? '').replace(/Command$/, ''),
        request_id: metadata?.requestId,
        retries: Math.max(0, (metadata?.attempts ?? 1) - 1),
      },
      ...(metadata?.httpStatusCode ? { http: { response: { status: metadata.httpStatusCode } } } : {}),
      ...flags(metadata?.httpStatusCode, Boolean(failure)),
      ...(failure
        ? {
            cause: {
              exceptions: [
                { id: randomBytes(8).toString('hex'), type: failure.name, message: failure.message, remote: true },
              ],
            },
          }
        : {}),
    });
    try {
      const result = await next(args);
      const document = subsegment(result.output?.$metadata);
      send({ ...document, aws: { ...document.aws, region: await region() } });
      return result;
    } catch (error) {
      const failure = error as { name?: string; message?: string; $metadata?: Metadata };
      const document = subsegment(failure.$metadata, failure);
      send({ ...document, aws: { ...document.aws, region: await region().catch(() => undefined) } });
      throw error;
    }
  };

interface TraceableClient {
  config: { region: string | (() => Promise<string>) };
  middlewareStack: { add: (middleware: never, options: { step: 'build'; name: string; override: boolean }) => void };
}

/** The client with every call traced (at the build step, where the X-Ray SDK adds its own). */
export function traced<C extends TraceableClient>(client: C): C {
  const { region } = client.config;
  const regionOf = typeof region === 'function' ? region : async () => region;
  client.middlewareStack.add(tracingMiddleware(regionOf) as never, {
    step: 'build',
    name: 'portalXRaySubsegments',
    override: true,
  });
  return client;
}
