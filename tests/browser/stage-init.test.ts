import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { getCoop, getDefaultAndDomains } from '#functions/db/coops-repo.js';
import { dynamo, resetClients } from '#functions/db/clients.js';
import { getMemberByEmail } from '#functions/db/members-repo.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { createResources } from '#infra/local/create-resources.js';
import { createPortalServer, type PortalServer } from '#infra/local/server.js';
import { initStage, type StageInit, type StageInitReport } from '#infra/stage-init-steps.js';
import { fill } from '#shared/constants.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { launchBrowser } from '../support/browser.js';
import { secondStepInBrowser } from '../support/browser-session.js';
import { linkIn, mailsTo, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { fillLogin, NEW_PASSWORD } from './account-journeys.js';

// A new stage from nothing (issue 36, ADR 0064): tables of the test's own, empty, in the live
// tests' DynamoDB Local (named as a deployed stage's, portal-<stage>-data-...), and a portal
// server of its own in this process reading them, on the shared emulators (the mail goes to the
// one local mailbox). stage:init's steps run on them; then the invited network admin opens the
// activation mail in Chromium, sets a password, logs in and creates a second co-op in the UI.

const stage = `s${process.pid}${Date.now().toString(36)}`;
const table = (name: string) => `portal-${stage}-data-${name}`;
// STAGE stays the local portal's ('local': no CloudFront secret to check); the names are the stage's.
const OWN_ENV = {
  CORE_TABLE: table('CoreTable'),
  EPHEMERAL_TABLE: table('EphemeralTable'),
  GEO_TABLE: table('GeoTable'),
  MEDIA_BUCKET: table('mediabucket').toLowerCase(),
};
const HOST = `first-${stage}.localhost`;
const SECOND_HOST = `second-${stage}.localhost`;
const adminEmail = uniqueEmail('network-admin');
const INIT: StageInit = {
  coop: {
    coopName: 'First Light Electric Cooperative',
    displayName: 'First Light',
    zip: '82001',
    hosts: [HOST, `www-${HOST}`],
  },
  admin: { email: adminEmail, firstName: 'Nora', lastName: 'Network' },
};

let server: PortalServer;
let base: (host: string) => string;
let browser: Browser;
let first: StageInitReport;
const contexts: BrowserContext[] = [];
const savedEnv = { ...process.env };

/** Every item of the stage's core table, as the test's own fingerprint of it. */
async function coreItems(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(new ScanCommand({ TableName: config().tables.core, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []).map((i) => JSON.stringify(i)));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** gethomedata as the SPA asks it on that host (the Host header decides, as CloudFront forwards it). */
function homeDataOn(host: string): Promise<{ status: number; json: { message?: string; key?: string } }> {
  const { port } = new URL(base(host));
  const body = JSON.stringify({ url: `${host}:${port}` });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/outside/gethomedata',
        method: 'POST',
        headers: {
          host: `${host}:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { key?: string } }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  useLocalAws();
  Object.assign(process.env, OWN_ENV);
  resetClients();
  await createResources();
  server = createPortalServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = (host) => `http://${host}:${port}`;
  // Links in the mails point at this server, on the co-op's own *.localhost host.
  process.env.PORTAL_URL_TEMPLATE = `http://{host}:${port}`;
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
});
afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
  for (const name of [...Object.keys(OWN_ENV), 'PORTAL_URL_TEMPLATE']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  resetClients();
});

describe('npm run stage:init on an empty stage', () => {
  it('answers a host that serves no co-op with a clear 404 before and after, never a co-op', async () => {
    expect(await homeDataOn(HOST)).toEqual({
      status: 404,
      json: { success: false, message: COMMON_MESSAGES.hostServesNoCoop },
    });
    // The ZIP list of the co-op's 820 area only: the whole list's load is the suite portal's
    // (tests/integration/zip-centroids.test.ts); the step, the marker and the rerun are the same.
    first = await initStage(INIT, { zips: (zip) => zip.zip.startsWith('820') });
    expect(first.changed).toBe(true);
    expect(first.lines.join('\n')).toMatch(/Created co-op \d+ \(First Light Electric Cooperative\)/);
    expect(first.lines.join('\n')).toContain(`Invited network admin ${adminEmail}`);
    expect(first.lines.join('\n')).toMatch(/Loaded \d+ ZIP centroids/);
    expect((await homeDataOn(HOST)).json.key).toBe(String(first.plid));
    expect((await homeDataOn(`www-${HOST}`)).json.key).toBe(String(first.plid));
    // No network default was asked for: an unknown host still gets no co-op's page.
    expect(await homeDataOn(`nowhere-${stage}.localhost`)).toMatchObject({
      status: 404,
      json: { message: COMMON_MESSAGES.hostServesNoCoop },
    });
  }, 300_000);

  it('changes nothing when run again and says so; refuses a host or address of another kind', async () => {
    const before = await coreItems();
    const mails = (await mailsTo(adminEmail)).length;
    const again = await initStage(INIT);
    expect(again.changed).toBe(false);
    expect(again.lines.at(-1)).toBe('Nothing to do: the stage was initialised before; nothing was changed.');
    expect(again.lines.join('\n')).toContain('exists: left as it is');
    expect(again.lines.join('\n')).toContain('The ZIP list is loaded already');
    expect(await coreItems()).toEqual(before);
    expect(await mailsTo(adminEmail)).toHaveLength(mails);

    // A host this co-op does not hold, owned by nobody: a rerun adds it and says so.
    const more = await initStage({ ...INIT, coop: { ...INIT.coop, hosts: [...INIT.coop.hosts, `more-${HOST}`] } });
    expect(more.lines).toContain(`Added hosts more-${HOST} to co-op ${first.plid}.`);
    expect((await getDefaultAndDomains([`more-${HOST}`])).plidByHost.get(`more-${HOST}`)).toBe(first.plid);

    // Another co-op's number is refused before anything is written.
    const other = { ...INIT, coop: { ...INIT.coop, plid: first.plid + 1 } };
    const snapshot = await coreItems();
    await expect(initStage(other)).rejects.toThrow(`${HOST} belongs to co-op ${first.plid}`);
    // Bad input: the admin form's own messages, nothing written.
    await expect(initStage({ ...INIT, coop: { ...INIT.coop, zip: '8200' } })).rejects.toMatchObject({
      problems: [expect.stringContaining('zip')],
    });
    expect(await coreItems()).toEqual(snapshot);
  });

  it('lets the invited network admin activate, log in and create a second co-op in the UI', async () => {
    // A staff invitation names the role it invites to (issue 37), not the member activation text.
    const [mail] = (await mailsTo(adminEmail)).filter((m) =>
      m.subject.startsWith('You are invited as the network administrator of First Light'),
    );
    const link = linkIn(mail!, /http:\/\/[^\s"<>]+\/activate\/[^\s"<>]+/);
    expect(new URL(link).hostname).toBe(HOST);

    const page = await newPage();
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await dialog.getByText('Welcome, Nora!', { exact: false }).waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Activate account' }).click();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    expect(await getMemberByEmail(normalizeEmail(adminEmail)!)).toMatchObject({ role: 'network', status: 'active' });

    // A fresh browser logs in with the new password, as the admin will from now on.
    const fresh = await newPage();
    await fresh.goto(`${base(HOST)}/b2c/chome`);
    await fresh.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const answer = fresh.waitForResponse((r) => r.url().endsWith('/api/outside/login'));
    await fillLogin(fresh, adminEmail, NEW_PASSWORD);
    // Staff set up their authenticator app at this first login (ADR 0090).
    const signIn = (await (await answer).json()) as Record<string, unknown>;
    expect(signIn.secondStep).toBe('enrol');
    await secondStepInBrowser(fresh, signIn, adminEmail);
    await fresh.getByRole('button', { name: 'My Account' }).waitFor();

    await fresh.goto(`${base(HOST)}/admin/coops`);
    const form = fresh.getByRole('form', { name: 'New cooperative' });
    await form.getByLabel('Cooperative name').fill('Second Wind Electric Cooperative');
    await form.getByLabel('Display name').fill('Second Wind');
    await form.getByLabel('Home ZIP code').fill('82007');
    await form.getByLabel('Host name').fill(SECOND_HOST);
    await form.getByLabel('Email').fill(uniqueEmail('second-admin'));
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Second');
    await form.getByRole('button', { name: 'Create cooperative' }).click();
    // The notice names the new portal's whole address, port included (issue 37).
    await fresh
      .getByRole('alert')
      .filter({ hasText: fill(ADMIN_MESSAGES.coopCreated, { url: base(SECOND_HOST) }) })
      .waitFor();

    const second = await homeDataOn(SECOND_HOST);
    expect(second.status).toBe(200);
    expect(second.json.key).not.toBe(String(first.plid));
    const plid = Number(second.json.key);
    expect(await getCoop(plid)).toMatchObject({
      coopName: 'Second Wind Electric Cooperative',
      primaryDomain: SECOND_HOST,
    });

    // Its host shows only its own name and its own generated logo and slide, at both widths:
    // nothing of the co-op it was created from (issue 37).
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const visitor = await newPage(viewport);
      await visitor.goto(`${base(SECOND_HOST)}/b2c/chome`);
      const logo = visitor.getByTestId('coop-logo');
      await expect.poll(() => logo.getAttribute('alt')).toBe('Second Wind logo');
      expect(await logo.getAttribute('src')).toMatch(
        new RegExp(`^/static/logos/${plid}-starter-[0-9a-f]+-logo\\.svg$`),
      );
      // The generated logo is in the media bucket and the portal serves it.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await visitor.getByText('Welcome to Second Wind').first().waitFor();
      const text = await visitor.locator('body').innerText();
      expect(text, `${viewport.width}px`).toContain('Second Wind');
      expect(text, `${viewport.width}px`).not.toContain('First Light');
      const images = await visitor
        .locator('img[src^="/static/"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
      for (const src of images.filter((s) => /^\/static\/(logos|slides|mainmenu|cards)\//.test(s)))
        expect(src, `${viewport.width}px`).toContain(`/${plid}-starter-`);
    }
  });
});
