import { beforeAll, describe, expect, it } from 'vitest';
import { listInsuranceLeads } from '#functions/db/insurance-repo.js';
import { fill } from '#shared/constants.js';
import {
  Client,
  mailsTo,
  MEMBER_PASSWORD,
  post,
  signedUpMember,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// b2c/listinsurance and b2c/saveinsurancelead through the portal's HTTP API on DynamoDB Local and
// the SES emulator, with the seeded demo catalogue and members of their own.

beforeAll(() => useLocalAws());

const STAFF_323 = 'members@prairiesky.example';

/** A quote request whose email is unique to the test, so its lead and mail can be told apart. */
const leadFor = (tag: string) => ({
  firstName: 'Quinn',
  lastName: 'Quote',
  email: uniqueEmail(tag),
  phone: '(785) 555-0143',
  gender: 'Female',
  age: '38',
  zip: '66044',
  state: 'KS',
  howToHelp: 'Compare existing coverage',
  notes: 'Home and two cars.\n<b>not markup</b>',
});

async function riverbendMember(): Promise<Client> {
  const email = uniqueEmail('ins-rb');
  const signup = await new Client().post('outside/saveuser', {
    firstName: 'Rae',
    lastName: 'Bend',
    email,
    password: MEMBER_PASSWORD,
    passwordConfirmation: MEMBER_PASSWORD,
    zip: '37064',
    plid: 417,
  });
  expect(signup.status, signup.text).toBe(200);
  const client = new Client();
  expect((await client.post('outside/login', { email, password: MEMBER_PASSWORD })).status).toBe(200);
  return client;
}

describe('b2c/listinsurance', () => {
  it("gives each co-op's member their co-op's products, with special offers and outside ones for both", async () => {
    const prairie = (await signedUpMember('ins-list')).client;
    const river = await riverbendMember();
    const a = await prairie.post('b2c/listinsurance', {});
    const b = await river.post('b2c/listinsurance', {});
    expect(a.status, a.text).toBe(200);
    type P = { productIdentifier: string; specialOffer: number; urlRedirect: string | null; image: string };
    const ids = (r: typeof a) => (r.json.products as P[]).map((p) => p.productIdentifier);
    expect(ids(a)).toEqual(['Freeadd', 'Life', 'Medsupp', 'Pet', 'Home', 'Auto', 'Farm']);
    expect(ids(b)).toEqual(['Life', 'Medsupp', 'Pet', 'Home', 'Farm']);
    for (const r of [a, b]) {
      const products = r.json.products as P[];
      expect(products.some((p) => p.specialOffer === 1)).toBe(true);
      expect(products.some((p) => p.urlRedirect?.startsWith('https://'))).toBe(true);
      expect(products.every((p) => p.image.startsWith('/static/insurance/'))).toBe(true);
    }
  });

  it("answers a visitor 401 'Please Login'", async () => {
    expect(await post('b2c/listinsurance', {})).toMatchObject({
      status: 401,
      json: { success: false, message: COMMON_MESSAGES.pleaseLogin },
    });
  });
});

describe('b2c/saveinsurancelead', () => {
  it("stores the lead with product, co-op and member and mails it to the co-op's staff address", async () => {
    const { client, email: memberEmail } = await signedUpMember('ins-lead');
    const data = leadFor('ins-lead');
    const res = await client.post('b2c/saveinsurancelead', { productIdentifier: 'Home', data });
    expect(res.json).toEqual({
      success: true,
      message: fill(BENEFITS_MESSAGES.insuranceLeadSent, { coop: 'Prairie Sky Electric' }),
    });
    const stored = (await listInsuranceLeads(323)).filter((l) => l.email === data.email);
    expect(stored).toEqual([
      expect.objectContaining({
        ...data,
        plid: 323,
        productIdentifier: 'Home',
        productName: 'Homeowners Insurance',
        sentTo: STAFF_323,
      }),
    ]);
    expect(stored[0]!.memberId).toMatch(/^[0-9a-f-]{36}$/);
    const mails = (await mailsTo(STAFF_323)).filter((m) => m.body.text.includes(data.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Insurance quote request: Homeowners Insurance for Quinn Quote');
    expect(mails[0]!.body.text).toContain(`Member account: ${memberEmail.toLowerCase()}`);
    expect(mails[0]!.body.text).toContain('State: Kansas (KS)');
    // What the member typed is text in the staff's mail, never markup.
    expect(mails[0]!.body.html).toContain('&lt;b&gt;not markup&lt;/b&gt;');
    expect(mails[0]!.body.html).not.toContain('<b>not markup</b>');
  });

  it("refuses a product of another co-op and one quoted on its provider's site, storing and sending nothing", async () => {
    const river = await riverbendMember();
    const data = leadFor('ins-refused');
    expect(await river.post('b2c/saveinsurancelead', { productIdentifier: 'Freeadd', data })).toMatchObject({
      status: 404,
      json: { success: false, message: BENEFITS_MESSAGES.insuranceUnavailable },
    });
    expect(await river.post('b2c/saveinsurancelead', { productIdentifier: 'Pet', data })).toMatchObject({
      status: 400,
      json: { success: false, message: BENEFITS_MESSAGES.insuranceOutsideOnly },
    });
    expect((await listInsuranceLeads(417)).filter((l) => l.email === data.email)).toEqual([]);
    expect((await mailsTo('help@riverbend.example')).filter((m) => m.body.text.includes(data.email))).toEqual([]);
  });

  it('takes 10 requests an hour from one member, then says when to try again', async () => {
    const { client } = await signedUpMember('ins-limit');
    const data = leadFor('ins-limit');
    for (let i = 0; i < 10; i++)
      expect((await client.post('b2c/saveinsurancelead', { productIdentifier: 'Life', data })).status).toBe(200);
    const eleventh = await client.post('b2c/saveinsurancelead', { productIdentifier: 'Life', data });
    expect(eleventh).toMatchObject({
      status: 429,
      json: {
        success: false,
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (minutes?|seconds?)/),
      },
    });
    expect((await listInsuranceLeads(323)).filter((l) => l.email === data.email)).toHaveLength(10);
  });
});
