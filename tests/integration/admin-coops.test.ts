import { beforeAll, describe, expect, it } from 'vitest';
import { homeData } from '#shared/schemas/home.js';
import { Client, linkIn, mailsTo, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { fill } from '#shared/constants.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// The network admin adds a co-op on the local portal (DynamoDB Local, the SES emulator): it then
// opens on its own *.localhost host name, its first admin's activation mail arrives with a link on
// that host, and the network admin can move their session to it and run it from /admin. A co-op
// admin is refused.

beforeAll(() => useLocalAws());

async function login(email: string, password: string) {
  const client = new Client();
  const res = await client.post('outside/login', { email, password });
  expect(res.status, res.text).toBe(200);
  return client;
}

const tag = `valley${process.pid}${Date.now().toString(36)}`;
const newCoop = (host: string, adminEmail: string) => ({
  coopName: `Valley ${tag} Electric Cooperative`,
  displayName: `Valley ${tag}`,
  // A ZIP no demo co-op serves, so sign-ups elsewhere never see this co-op.
  zip: '59001',
  host,
  mainColor: '#226644',
  adminEmail,
  adminFirstName: 'Vera',
  adminLastName: 'Valley',
});

describe('a new co-op', () => {
  it('works on its own host name, and its first admin is invited by email', async () => {
    const network = await login('admin@portal.example', 'Granite$Falcon29');
    const host = `${tag}.localhost`;
    const adminEmail = uniqueEmail('first-admin');
    const created = await network.post('admin/createcoop', newCoop(host, adminEmail));
    expect(created.status, created.text).toBe(200);
    const plid = (created.json.coop as { plid: number }).plid;

    // A browser on http://<host>:<port>/ sends that Host; the page's address names it too.
    const { port, protocol } = new URL(portalUrl());
    // The notice gives the new portal's whole address, port included (issue 37).
    expect(created.json.message).toBe(fill(ADMIN_MESSAGES.coopCreated, { url: `${protocol}//${host}:${port}` }));
    expect(created.json.portalUrl).toBe(`${protocol}//${host}:${port}`);
    const home = homeData.parse(
      (
        await new Client(undefined, `${host}:${port}`).post('outside/gethomedata', {
          url: `http://${host}:${port}/b2c/chome`,
        })
      ).json,
    );
    expect(home.key).toBe(String(plid));
    expect(home.coopData).toMatchObject({ displayName: `Valley ${tag}`, mainColor: '#226644' });
    expect(home.features.length).toBeGreaterThan(0);

    const mails = await mailsTo(adminEmail);
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]!, new RegExp(`https?://${host}:${port}/activate/\\S+`))).toBeTruthy();

    expect(((await network.post('admin/listcoops', {})).json.coops as { plid: number }[]).map((c) => c.plid)).toContain(
      plid,
    );

    // The network admin runs the new co-op from /admin: its setup answers for it.
    const switched = await network.post('admin/switchcoop', { plid });
    expect(switched.status, switched.text).toBe(200);
    expect((await network.post('admin/getdomains', {})).json).toMatchObject({
      primaryDomain: host,
      hosts: [host],
      zips: ['59001'],
    });

    // The host is now taken.
    const again = await network.post('admin/createcoop', newCoop(host, uniqueEmail('second-admin')));
    expect(again).toMatchObject({ status: 409, json: { message: `${ADMIN_MESSAGES.hostTaken}${host}` } });
  });

  it('cannot be created by a co-op admin', async () => {
    const staff = await login('staff@prairiesky.example', 'Ledger@Compass73');
    const adminEmail = uniqueEmail('refused-admin');
    const res = await staff.post('admin/createcoop', newCoop(`refused-${tag}.localhost`, adminEmail));
    expect(res).toMatchObject({ status: 403, json: { message: ADMIN_MESSAGES.networkOnly } });
    const home = await new Client().post('outside/gethomedata', { url: `http://refused-${tag}.localhost/` });
    expect(home.json.key, 'an unknown host gets the network default').toBe('323');
    expect(await mailsTo(adminEmail)).toEqual([]);
  });
});
