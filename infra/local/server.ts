import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { LIMITS, MEDIA } from '#shared/constants.js';
import { mediaKeyOfStaticPath } from '#shared/media-keys.js';
import { API_PREFIX, findRoute, handlerFile, routeKeyOf, routeMethod } from '#shared/routes.js';
import { config } from '#functions/config.js';
import { s3Client } from '#functions/db/clients.js';
import { SECURITY_HEADERS } from '#functions/lib/http.js';
import { edgeResponseHeaders, MEDIA_HEADERS, SPA_HEADERS } from '../lib/edge-headers.js';
import { lambdaContext, toApiGatewayEvent, type LambdaHandler } from './lambda-adapter.js';
import { demoLoadingAnswer, type RequestLine } from './local-answers.js';
import { asRoute } from './permission-guard.js';
import type { TlsFiles } from './tls.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// One port for everything, as CloudFront gives in AWS: /api/* runs the Lambda handler modules,
// /static/* reads the media bucket, anything else is the built SPA (index.html for app routes).
// Pages and media carry the headers of CloudFront's response headers policies (edge-headers.ts).

const SPA_RESPONSE_HEADERS = edgeResponseHeaders(SPA_HEADERS);
const MEDIA_RESPONSE_HEADERS = edgeResponseHeaders(MEDIA_HEADERS);

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIR = path.join(ROOT, 'dist/web');
/** Multipart uploads are the largest bodies: an image plus form fields. */
const MAX_BODY = LIMITS.imageBytes * 2;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

// Compression as CloudFront does it: brotli, else gzip, for text types, by Accept-Encoding.
type Encoding = 'br' | 'gzip';
/** Smaller bodies gain nothing (CloudFront's own floor is 1,000 bytes). */
const MIN_COMPRESS = 1000;
const isText = (type: string) => /^text\/|javascript|json|svg|xml|manifest/.test(type);

/** The encoding to send: br before gzip, each only if the client takes it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: Encoding, quality: 'static' | 'dynamic'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quality === 'static' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality === 'static' ? 9 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Compressed copies of the built files, made once per file version and encoding. */
const compressedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();
function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Buffer {
  const key = `${encoding}:${file}`;
  const cached = compressedFiles.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = compress(readFileSync(file), encoding, 'static');
  compressedFiles.set(key, { mtimeMs, body });
  return body;
}

const handlers = new Map<string, Promise<LambdaHandler>>();
function loadHandler(file: string): Promise<LambdaHandler> {
  let h = handlers.get(file);
  if (!h) {
    h = import(pathToFileURL(path.join(ROOT, file)).href).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(file, h);
  }
  return h;
}

/** The module that answers an API path: its own handler, or the fallback (501/404) like $default in AWS. */
export function moduleFor(apiPath: string): string {
  const route = findRoute(apiPath);
  const own = route ? handlerFile(route.path) : undefined;
  return own && existsSync(path.join(ROOT, own)) ? own : 'functions/api/fallback.ts';
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, SECURITY_HEADERS).end(JSON.stringify(body));
}

/** What `npm start` adds to the server; the tests' portal leaves both out. */
export interface LocalServerOptions {
  /** Each API request once answered (the terminal's readable line). */
  onRequest?: (line: RequestLine) => void;
  /** True while the ZIP list and demo deals still load: an empty search says so (local-answers.ts). */
  demoLoading?: () => boolean;
}

async function serveApi(req: IncomingMessage, res: ServerResponse, apiPath: string, local: LocalServerOptions) {
  const started = performance.now();
  if (local.onRequest) {
    const onRequest = local.onRequest;
    res.once('finish', () =>
      onRequest({
        method: req.method ?? 'GET',
        route: apiPath,
        status: res.statusCode,
        ms: performance.now() - started,
      }),
    );
  }
  // As API Gateway routes it: each path by its route's one method (POST unless the table says GET).
  const method = routeMethod(findRoute(apiPath) ?? {});
  if (req.method !== method) {
    res.setHeader('allow', method);
    return sendJson(res, 405, { success: false, message: `Use ${method} for this API call.` });
  }
  const body = await readBody(req);
  if (!body) return sendJson(res, 413, { success: false, message: COMMON_MESSAGES.bodyTooLarge });
  const file = moduleFor(apiPath);
  const routeKey = file.endsWith('fallback.ts') ? '$default' : routeKeyOf(findRoute(apiPath)!);
  const handler = await loadHandler(file);
  // With the route's AWS role: a call its grants do not allow is refused here too.
  const role = file.endsWith('fallback.ts') ? undefined : findRoute(apiPath);
  const answered = await asRoute(role, () =>
    handler(toApiGatewayEvent(req, body, routeKey), lambdaContext(apiPath.replace('/', '-'))),
  );
  const result = (local.demoLoading?.() && demoLoadingAnswer(apiPath, answered)) || answered;
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  let out: Buffer = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : Buffer.from(result.body ?? '');
  const type = String(Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (isText(type)) headers.vary = 'Accept-Encoding';
  if (encoding && isText(type) && out.length >= MIN_COMPRESS) {
    out = compress(out, encoding, 'dynamic');
    headers['content-encoding'] = encoding;
  }
  res.writeHead(result.statusCode ?? 200, headers).end(out);
}

/**
 * /static/<key> by CloudFront's StripStaticPrefix rule (shared/media-keys.ts): only a public key,
 * read from the path as sent, so private/ (signed agreements), dot segments raw or encoded and
 * folder keys (a bucket listing) are a 404 before the bucket is asked.
 */
async function serveMedia(res: ServerResponse, rawPath: string) {
  const notFound = () =>
    void res.writeHead(404, { ...MEDIA_RESPONSE_HEADERS, 'content-type': 'text/plain' }).end('Not found');
  const key = mediaKeyOfStaticPath(rawPath);
  if (!key) return notFound();
  try {
    const out = await (await s3Client()).send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }));
    const bytes = await out.Body!.transformToByteArray();
    res.writeHead(200, {
      ...MEDIA_RESPONSE_HEADERS,
      'content-type': out.ContentType ?? TYPES[path.extname(key)] ?? 'application/octet-stream',
      // The object's own Cache-Control, as CloudFront's media behaviour passes it on (none if unset).
      ...(out.CacheControl ? { 'cache-control': out.CacheControl } : {}),
    });
    res.end(Buffer.from(bytes));
  } catch {
    notFound();
  }
}

function serveWeb(req: IncomingMessage, res: ServerResponse, urlPath: string) {
  const index = path.join(WEB_DIR, 'index.html');
  if (!existsSync(index)) {
    res
      .writeHead(503, { ...SPA_RESPONSE_HEADERS, 'content-type': 'text/plain' })
      .end('The web app is not built yet: run `npm run build` or `npm start`.');
    return;
  }
  const file = path.normalize(path.join(WEB_DIR, decodeURIComponent(urlPath)));
  const isAsset = file.startsWith(WEB_DIR + path.sep) && existsSync(file) && statSync(file).isFile();
  if (!isAsset && path.extname(urlPath)) {
    res.writeHead(404, { ...SPA_RESPONSE_HEADERS, 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const target = isAsset ? file : index;
  const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
  const stat = statSync(target);
  const encoding = isText(type) && stat.size >= MIN_COMPRESS ? pickEncoding(req.headers['accept-encoding']) : undefined;
  res.writeHead(200, {
    ...SPA_RESPONSE_HEADERS,
    'content-type': type,
    // Hashed assets never change; the page itself must always be fresh.
    'cache-control': target.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(isText(type) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  // A cached compressed copy needs no read of the file itself.
  res.end(encoding ? compressedFile(target, stat.mtimeMs, encoding) : readFileSync(target));
}

/** Routes one request; a path that is not a valid URL or valid percent-encoding is a 400. */
async function handle(req: IncomingMessage, res: ServerResponse, local: LocalServerOptions): Promise<void> {
  if (req.httpVersionMajor === 2) {
    // HTTP/2 names the host in :authority (its pseudo-headers stay out of the API event).
    req.headers.host ??= req.headers[':authority'] as string | undefined;
  }
  // The URL parser resolves dot segments (%2e too); CloudFront's function sees the path as sent.
  const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0]!;
  let urlPath: string;
  try {
    urlPath = new URL(req.url ?? '/', 'http://local').pathname;
  } catch {
    return sendJson(res, 400, { success: false, message: COMMON_MESSAGES.badEncoding });
  }
  if (rawPath.startsWith(MEDIA.publicPrefix) || urlPath.startsWith(MEDIA.publicPrefix)) return serveMedia(res, rawPath);
  try {
    decodeURIComponent(urlPath);
  } catch {
    return sendJson(res, 400, { success: false, message: COMMON_MESSAGES.badEncoding });
  }
  if (urlPath.startsWith(API_PREFIX)) return serveApi(req, res, urlPath.slice(API_PREFIX.length), local);
  return serveWeb(req, res, urlPath);
}

export interface PortalServer {
  listen(port: number, host: string, onListening: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  address(): ReturnType<ReturnType<typeof createServer>['address']>;
  /** Ends open connections too, so a stop does not wait on idle keep-alive sockets. */
  shutdown(): Promise<void>;
}

/**
 * Plain HTTP/1.1 by default. With `tls`, HTTP/2 (and HTTP/1.1 for clients that ask) as CloudFront
 * serves the portal: the Lighthouse bench uses it, since its simulated phone models HTTP/1.1 as
 * six cold connections and HTTP/2 as one.
 */
export function createPortalServer(tls?: TlsFiles, local: LocalServerOptions = {}): PortalServer {
  // Everything a request does runs inside one promise, so no request can throw past this point
  // and take the portal (and the emulators it started) down with it.
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, local).catch((error: Error) => {
      console.error(JSON.stringify({ level: 'error', message: 'local server error', error: error?.message }));
      if (!res.headersSent) sendJson(res, 500, { success: false, message: COMMON_MESSAGES.serverError });
      else res.destroy();
    });
  };
  // The compatibility API gives HTTP/2 requests the same request and response methods used here.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, onRequest as never) : createServer(onRequest);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    listen: (port, host, onListening) => void server.listen(port, host, onListening),
    once: (event, listener) => void server.once(event, listener),
    address: () => server.address(),
    shutdown: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
