import { Hash } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../config.js';

// The two S3 calls handlers make (PutObject into the media bucket, GetObject of an agreement PDF), signed with the SDK's own
// SigV4 signer and sent with its own HTTP handler. The full S3 client adds about 240 kB to a
// handler (every operation's schema, XML protocol, checksums), which would take the upload route
// past the 500 kB bundle budget. Same shape as an SDK client (send(new PutObjectCommand(input))),
// so the local permission guard and the IAM harness check it like any other AWS call.

export interface PutObjectInput {
  Bucket: string;
  Key: string;
  Body: Uint8Array;
  ContentType: string;
  /** '*': write only if the key holds no object yet (S3 answers 412 PreconditionFailed otherwise). */
  IfNoneMatch?: '*';
}

export class PutObjectCommand {
  constructor(readonly input: PutObjectInput) {}
}

/** Reads one object (a signed agreement's PDF for staff); the bucket serves none of these itself. */
export class GetObjectCommand {
  constructor(readonly input: { Bucket: string; Key: string }) {}
}

export class MediaClient {
  private readonly http = new NodeHttpHandler();

  constructor(private readonly options: { region: string; endpoint?: string; credentials?: { accessKeyId: string; secretAccessKey: string } }) {}

  send(command: PutObjectCommand): Promise<Record<string, never>>;
  send(command: GetObjectCommand): Promise<{ Body: Uint8Array }>;
  async send(command: PutObjectCommand | GetObjectCommand): Promise<Record<string, never> | { Body: Uint8Array }> {
    const get = command instanceof GetObjectCommand;
    const { Bucket, Key } = command.input;
    const Body = get ? new Uint8Array() : command.input.Body;
    const ContentType = get ? undefined : command.input.ContentType;
    const IfNoneMatch = get ? undefined : command.input.IfNoneMatch;
    const key = Key.split('/').map(encodeURIComponent).join('/');
    // Locally the emulator takes path-style addresses; in AWS the bucket is the host.
    const url = this.options.endpoint ? new URL(`${this.options.endpoint.replace(/\/$/, '')}/${Bucket}/${key}`) : new URL(`https://${Bucket}.s3.${this.options.region}.amazonaws.com/${key}`);
    const request = new HttpRequest({
      method: get ? 'GET' : 'PUT',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      headers: get ? { host: url.host } : { host: url.host, 'content-type': ContentType!, 'content-length': String(Body.byteLength), ...(IfNoneMatch ? { 'if-none-match': IfNoneMatch } : {}) },
      body: get ? undefined : Body,
    });
    const env = process.env;
    const signer = new SignatureV4({
      service: 's3',
      region: this.options.region,
      sha256: Hash.bind(null, 'sha256'),
      // S3 takes the path as it is escaped once, not twice as other services.
      uriEscapePath: false,
      applyChecksum: true,
      credentials: this.options.credentials ?? { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN },
    });
    const signed = await signer.sign(request);
    const { response } = await this.http.handle(signed as HttpRequest);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body as AsyncIterable<Buffer>) chunks.push(chunk);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      const code = /<Code>([^<]+)<\/Code>/.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'Unknown';
      throw Object.assign(new Error(`S3 ${get ? 'Get' : 'Put'}Object refused: ${response.statusCode} ${code}`), { name: code });
    }
    return get ? { Body: new Uint8Array(Buffer.concat(chunks)) } : {};
  }
}

let client: MediaClient | undefined;

export function mediaClient(): MediaClient {
  if (!client) {
    const { region, endpoints } = config();
    client = new MediaClient({ region, endpoint: endpoints.s3, ...(endpoints.s3 ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}) });
  }
  return client;
}

export function resetMediaClient(): void {
  client = undefined;
}
