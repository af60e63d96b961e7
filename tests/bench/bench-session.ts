import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '#infra/local/portal.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import { takeSecondStep } from '../support/second-step.js';

/** Logs in on the running portal and answers the headers a signed-in call carries: the session and CSRF cookies, and the CSRF header. */
export async function signedInHeaders(base: string, email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/outside/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login of ${email}: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`))?.slice(CSRF_COOKIE.length + 1) ?? '';
  const headers = {
    cookie: cookies.filter((c) => c.startsWith(SESSION_COOKIE) || c.startsWith(CSRF_COOKIE)).join('; '),
    [CSRF_HEADER]: csrf,
  };
  const signIn = (await login.json()) as Record<string, unknown>;
  // Demo staff pass their second step with a code of their printed secret (ADR 0090).
  if (signIn.secondStep) await takeSecondStep(signedInPoster(base, headers), signIn, email);
  return headers;
}

/** POSTs JSON with a signed-in session's headers (the second step's calls). */
function signedInPoster(base: string, headers: Record<string, string>) {
  return {
    async post(path: string, body: unknown) {
      const res = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      return { status: res.status, text, json };
    },
  };
}

/** A bench section run alone (`npm run bench:<name>`): a fresh in-memory portal of its own, its request log silenced, removed afterwards. */
export async function onOwnPortal<T>(name: string, run: (base: string) => Promise<T>): Promise<T> {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const portal = await startPortal({ dataDir, port: 0, inMemory: true });
  try {
    return await run(portal.url);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
