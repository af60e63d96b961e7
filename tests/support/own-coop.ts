import { get } from 'node:http';
import { expect } from 'vitest';
import { Client, portalUrl } from './live-env.js';

/** The ZIP an own co-op serves: one no demo co-op serves. */
export const OWN_COOP_ZIP = '59001';

/**
 * A co-op of the test's own, made by the network admin (admin/createcoop) and run by them from
 * /admin (admin/switchcoop), as the demo co-ops' staff would. Live files run in parallel: a test
 * that changes a co-op's branding, slides or logo changes its own, never a demo co-op another
 * file is looking at. It starts from starter art of its own (ADR 0071); its ZIP is one
 * no demo co-op serves, so nobody else's sign-up lands in it.
 */
export async function ownCoop(
  tag: string,
): Promise<{ plid: number; host: string; admin: Client; credentials: string }> {
  const admin = new Client();
  // Its answer's credentials name the session in multipart uploads.
  const login = await admin.post('outside/login', { email: 'admin@portal.example', password: 'Granite$Falcon29' });
  expect(login.status, login.text).toBe(200);
  const name = `${tag}${process.pid}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const host = `${name}.localhost`;
  const created = await admin.post('admin/createcoop', {
    coopName: `Own ${name} Electric Cooperative`,
    displayName: `Own ${name}`,
    zip: OWN_COOP_ZIP,
    host,
    mainColor: '#226644',
    adminEmail: `first-admin-${name}@example.com`,
    adminFirstName: 'Olive',
    adminLastName: 'Own',
  });
  expect(created.status, created.text).toBe(200);
  const plid = (created.json.coop as { plid: number }).plid;
  const switched = await admin.post('admin/switchcoop', { plid });
  expect(switched.status, switched.text).toBe(200);
  return { plid, host, admin, credentials: login.json.credentials as string };
}

/** The web app manifest the browser fetches on a co-op's host (same-origin, no cookies), as text. */
export const coopManifest = (host: string) =>
  new Promise<string>((resolve, reject) => {
    const { port } = new URL(portalUrl());
    get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/outside/manifest',
        headers: { host: `${host}:${port}`, 'sec-fetch-site': 'same-origin' },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${res.statusCode}: ${text}`))));
      },
    ).on('error', reject);
  });
