import { inject } from 'vitest';
import { resetClients } from '../../functions/db/clients.js';

/** Points this test file's AWS clients at the shared local portal's emulators. */
export function useLocalAws(): void {
  Object.assign(process.env, inject('portalEnv'));
  resetClients();
}

export const portalUrl = () => inject('portalUrl');

/** POST to the portal's API as the browser would, returning status and parsed body. */
export async function post(path: string, body: unknown, headers: Record<string, string> = {}, baseUrl = portalUrl()) {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}
