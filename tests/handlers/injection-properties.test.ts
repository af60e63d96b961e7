import { afterAll, describe, expect, it } from 'vitest';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { findRoute, type RouteDef } from '#shared/routes.js';
import { FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { checkedCall, type Caller, injectedExamplesFor, INJECTIONS } from '../support/route-properties.js';

// Every route of the route table with a string in its bodies, sent its valid examples with one
// string field replaced by an injection-looking string (SQL, markup, templates, a formula, a path,
// NUL, very long unicode): every string field once, every injection at least once, in a fixed order.
// Whether the field may hold such a string is the route's own request schema's word: where it
// refuses the value (an id, email, ZIP, date, enum, pattern or length), the answer must be a 4xx
// with a clear message that writes, stores and mails nothing; where it takes it (free text: names,
// messages, notes, reasons), the route may store it, but never answers 5xx, a refusal changes
// nothing, and mail it sends carries the markup escaped, never as live HTML.

const harness = installIamHarness();
afterAll(() => harness.restore());

const ROUTES = implementedRoutes()
  .map((r) => findRoute(r.path)!)
  .filter((r) => injectedExamplesFor(r).length > 0);

/** The route's own caller: staff of its role, a member, or (public and link routes) a visitor and a member in turn. */
const callerFor = (route: RouteDef, i: number): Caller =>
  route.access === 'admin' ? 'staff' : route.access === 'member' || i % 2 ? 'member' : 'visitor';

describe.each(ROUTES.map((r) => [r.path, r] as const))('%s', (_path, route) => {
  it('refuses what its schema refuses with a 4xx that changes nothing; what it takes as data never makes a 5xx', async () => {
    const bodies = injectedExamplesFor(route);
    expect(new Set(bodies.map((b) => b.injection)).size).toBe(INJECTIONS.length);
    for (const [i, { body, field, injection }] of bodies.entries()) {
      const accepted = route.request.safeParse(body).success;
      const upload = route.multipart
        ? {
            ...(await uploadBody(PNG_1X1, String(body.filename), String(body.credentials ?? FIXTURE.memberId))),
            filename: String(body.filename),
          }
        : undefined;
      const { status } = await checkedCall(harness, route, body, callerFor(route, i), {
        writesNothing: !accepted,
        upload,
      });
      const detail = `${field} = ${injection.slice(0, 60)} (status ${status})`;
      if (!accepted) expect(status, detail).toBeGreaterThanOrEqual(400);
      for (const html of harness.mailHtml) expect(html, detail).not.toMatch(/<script|<img src=x/i);
    }
  });
});

it('takes such text as data in free text and refuses it in formatted fields, so both paths above are exercised', () => {
  const outcomes = new Map<string, boolean>(
    ROUTES.flatMap((route) =>
      injectedExamplesFor(route).map(
        ({ body, field }) => [`${route.path} ${field}`, route.request.safeParse(body).success] as const,
      ),
    ),
  );
  expect(outcomes.get('outside/contactform message.message')).toBe(true);
  for (const field of [
    'outside/saveuser email',
    'outside/checkzipcode zip',
    'admin/redemptionreport from',
    'setup/uploadbpimage filename',
  ])
    expect(outcomes.get(field), field).toBe(false);
});
