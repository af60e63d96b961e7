import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { inject } from 'vitest';
import { resetClients } from '#functions/db/clients.js';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/constants.js';
import { takeSecondStep } from './second-step.js';

let localAws = false;
/** Points this test file's AWS clients at the shared local portal's emulators. */
export function useLocalAws(): void {
  Object.assign(process.env, inject('portalEnv'));
  resetClients();
  localAws = true;
}

export const portalUrl = () => inject('portalUrl');
export const mailboxUrl = () => inject('mailboxUrl');

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown>;
}

// Each test file counts from a random start in 127.1.0.0/8's 12 million addresses: files run in
// fresh module registries (a fixed start would give every file the same addresses), and the
// portal's per-address limits (sign-ups, contact messages) last an hour across the whole run.
let nextIp = randomInt(0, 190 * 250 * 250);
/** A fresh loopback source address, so per-IP rate limits of one test never touch another's. */
export function freshIp(): string {
  nextIp++;
  return `127.${(Math.floor(nextIp / 62_500) % 190) + 1}.${Math.floor(nextIp / 250) % 250}.${(nextIp % 250) + 2}`;
}

/** Sign-ins whose answer may ask a staff member for the second step (ADR 0090). */
const SIGN_INS = new Set(['outside/login', 'outside/activateaccount']);

/**
 * A browser-like API client: its own source IP, cookie jar and CSRF header. A staff sign-in
 * takes the second step at once, as the page sends staff to it (tests/support/second-step.ts);
 * a test of the step itself turns `autoSecondStep` off and takes it by hand.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  autoSecondStep = true;
  constructor(
    readonly ip = freshIp(),
    readonly host?: string,
  ) {}

  async post(path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<Reply> {
    const url = new URL(`${portalUrl()}/api/${path}`);
    const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      ...extraHeaders,
    };
    if (this.host) headers.host = this.host;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && !(CSRF_HEADER in extraHeaders)) headers[CSRF_HEADER] = csrf;
    // A kept-alive socket the server closes as it idles out (5 s) can take the next request as it
    // goes: "socket hang up", the request never read. Node's documented answer: send it again on a
    // new socket when the reused one was reset.
    const send = (): Promise<Reply> =>
      new Promise<Reply>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
            port: url.port,
            path: url.pathname + url.search,
            method: 'POST',
            headers,
            localAddress: this.ip,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let json: Record<string, unknown> = {};
              try {
                json = JSON.parse(text) as Record<string, unknown>;
              } catch {
                /* not JSON: tests look at text */
              }
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) =>
          req.reusedSocket && error.code === 'ECONNRESET' ? send().then(resolve, reject) : reject(error),
        );
        req.end(payload);
      });
    const reply = await send();
    for (const set of (reply.headers['set-cookie'] as string[] | undefined) ?? []) {
      const [pair] = set.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /Max-Age=0/.test(set)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    if (this.autoSecondStep && SIGN_INS.has(path) && reply.status === 200 && reply.json.secondStep) {
      if (!localAws) useLocalAws();
      const email = typeof body === 'object' && body && 'email' in body ? String(body.email) : undefined;
      await takeSecondStep(this, reply.json, email);
    }
    return reply;
  }
}

/** POST as a fresh anonymous client. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return new Client().post(path, body, headers);
}

/**
 * Sends one request as raw bytes (any path, any header, no client-side checks) from its own
 * source address, and answers the status the portal gave (0: it closed without one). The head
 * should say Connection: close, which is how the answer's end is known.
 */
export function sendRaw(head: string, body = '', ip = freshIp()): Promise<{ status: number; text: string }> {
  const port = Number(new URL(portalUrl()).port);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes gets no answer to a slow request.
    const socket = connect({ host: '127.0.0.1', port, localAddress: ip, timeout: 20_000 });
    socket.on('timeout', () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    // A reset after the answer is the server closing a bad request; the answer is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body, 'utf8')]));
  });
}

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html: string; text: string };
  /** Extra headers the sender set (SESv2 Content.Simple.Headers). */
  headers?: { name: string; value: string }[];
  /** Attached files, their content in base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
  at: number;
}

/** The local SES store's messages to one address, newest last. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const res = await fetch(`${mailboxUrl()}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((e) => e.destination.to.some((t) => t.toLowerCase().includes(address.toLowerCase())));
}

/** Waits until a mail to the address matches, then returns it (mail is sent within the request). */
export async function lastMailTo(address: string, subject: RegExp): Promise<StoredMail> {
  const found = (await mailsTo(address)).filter((m) => subject.test(m.subject));
  if (!found.length) throw new Error(`no mail to ${address} matching ${subject}`);
  return found.at(-1)!;
}

export function linkIn(mail: StoredMail, pattern: RegExp): string {
  const match = pattern.exec(mail.body.text);
  if (!match) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return match[0];
}

let counter = 0;
/** A unique email for one test's member. */
export const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

export const MEMBER_PASSWORD = 'Garden@Path42';

/** A client logged in with this email and password (staff or member set up elsewhere). */
export async function loggedIn(email: string, password: string): Promise<Client> {
  const client = new Client();
  const login = await client.post('outside/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return client;
}

/** A new member (Dee Saver, of Prairie Sky at 66044 unless told) signed up through the API, and a client logged in as them. */
export async function signedUpMember(
  tag: string,
  where: { plid: number; zip: string } = { plid: 323, zip: '66044' },
): Promise<{ email: string; client: Client }> {
  const email = uniqueEmail(tag);
  const password = MEMBER_PASSWORD;
  const signup = await new Client().post('outside/saveuser', {
    firstName: 'Dee',
    lastName: 'Saver',
    email,
    password,
    passwordConfirmation: password,
    ...where,
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.text}`);
  return { email, client: await loggedIn(email, password) };
}
