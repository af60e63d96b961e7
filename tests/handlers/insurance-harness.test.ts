import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { fill } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The insurance routes under their own IAM role: the product list and a quote request reach their
// happy path (the lead's write, the rate counter and the staff mail all granted), and a refused
// request writes and sends nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const INSURANCE_ROUTES: RoutePath[] = ['b2c/listinsurance', 'b2c/saveinsurancelead'];
const lead = ROUTE_EXAMPLES['b2c/saveinsurancelead']![0]!;
// Beside the lead the harness seeds for the admin inbox.
const leads = () =>
  harness.tables.all('core').filter((i) => i.pk === keys.insuranceLeadsPk(FIXTURE.plid) && i.leadId !== FIXTURE.leadId);

const use = async (path: RoutePath) => {
  await harness.reset();
  harness.use(permissionsFor(routes[path]));
};

describe.each(INSURANCE_ROUTES)('%s', (path) => {
  beforeEach(() => use(path));

  it('answers 200 with a session and nothing refused', async () => {
    const res = await callRoute(path, ROUTE_EXAMPLES[path]![0], { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("answers 401 'Please Login' without a session, touching nothing", async () => {
    const res = await callRoute(path, ROUTE_EXAMPLES[path]![0]);
    expect(res).toMatchObject({ status: 401, body: { success: false, message: COMMON_MESSAGES.pleaseLogin } });
    expect(leads()).toEqual([]);
    expect(harness.mails).toEqual([]);
  });
});

describe('b2c/listinsurance', () => {
  beforeEach(() => use('b2c/listinsurance'));

  it("lists the co-op's products with the spec's fields, images as portal addresses", async () => {
    const res = await callRoute('b2c/listinsurance', {}, { session: true });
    const products = (res.body as { products: Record<string, unknown>[] }).products;
    expect(products.map((p) => p.productIdentifier)).toEqual(['Freeadd', 'Life', 'Medsupp', 'Pet']);
    expect(products[0]).toEqual({
      productIdentifier: 'Freeadd',
      productName: 'No-Cost AD&D Insurance',
      image: '/static/insurance/freeadd.svg',
      briefDetails: expect.any(String),
      buttonText: 'Claim it free',
      urlRedirect: null,
      specialOffer: 1,
    });
    expect(products[3]).toMatchObject({
      productIdentifier: 'Pet',
      urlRedirect: 'https://pets.example/coop',
      specialOffer: 0,
    });
  });
});

describe('b2c/saveinsurancelead', () => {
  beforeEach(() => use('b2c/saveinsurancelead'));

  it('stores the lead with product, co-op and member and mails it to the co-op staff address', async () => {
    const res = await callRoute('b2c/saveinsurancelead', lead, { session: true });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: fill(BENEFITS_MESSAGES.insuranceLeadSent, { coop: 'Prairie Sky Electric' }) },
    });
    expect(leads()).toEqual([
      expect.objectContaining({
        plid: FIXTURE.plid,
        memberId: FIXTURE.memberId,
        productIdentifier: 'Life',
        productName: 'Term Life Insurance',
        firstName: 'Harness',
        phone: '(785) 555-0100',
        state: 'KS',
        howToHelp: 'Looking for NEW coverage',
        sentTo: 'members@prairiesky.example',
      }),
    ]);
    expect(harness.mails).toEqual([
      {
        to: ['members@prairiesky.example'],
        subject: 'Insurance quote request: Term Life Insurance for Harness Member',
      },
    ]);
    // The hourly allowance is counted in the ephemeral table.
    expect(harness.calls).toContainEqual({ action: 'dynamodb:UpdateItem', target: 'table/ephemeral', allowed: true });
  });

  it.each([
    ['a product the co-op does not offer', { productIdentifier: 'Nope' }, 404, BENEFITS_MESSAGES.insuranceUnavailable],
    [
      'a product quoted on its provider site',
      { productIdentifier: 'Pet' },
      400,
      BENEFITS_MESSAGES.insuranceOutsideOnly,
    ],
    ['a missing phone', { data: { ...lead.data, phone: '' } }, 400, BENEFITS_MESSAGES.insurance.phone],
    ['a state outside the list', { data: { ...lead.data, state: 'XX' } }, 400, BENEFITS_MESSAGES.insurance.state],
  ])('refuses %s with its message, storing and sending nothing', async (_what, change, status, message) => {
    const res = await callRoute('b2c/saveinsurancelead', { ...lead, ...change }, { session: true });
    expect(res).toMatchObject({ status, body: { success: false, message } });
    expect(leads()).toEqual([]);
    expect(harness.mails).toEqual([]);
  });
});
