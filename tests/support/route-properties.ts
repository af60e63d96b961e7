import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { keys } from '#functions/db/keys.js';
import {
  BUCKET_WRITE_ACTIONS,
  permissionsFor,
  SEND_MAIL_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '#infra/lib/permissions.js';
import type { RouteDef } from '#shared/routes.js';
import { callRoute, type CallOptions, type Harness } from './iam-harness.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

// What the property tests of tests/handlers/*-properties.test.ts share: bodies built from the
// route table (junk in the fields a route reads, or a valid example with one field broken), and
// the checks on one answer under the IAM harness: never a 5xx, nothing the role refuses, and a
// refusal is {success: false, message} that writes nothing durable and sends nothing.

/** Every property name anywhere in a route's request schema, so junk lands in the fields it reads. */
export function fieldNamesOf(route: RouteDef): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const props = (node as { properties?: Record<string, unknown> }).properties;
    if (props)
      for (const [name, child] of Object.entries(props)) {
        names.add(name);
        walk(child);
      }
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
  };
  walk(z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' }));
  return names.size ? [...names] : ['x'];
}

const junkValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/**
 * Bodies that are malformed JSON, JSON that is no object, or objects with junk in the route's own
 * field names (nested too: data, activationData, payload...). A string is sent as it is.
 */
export function junkBodyFor(route: RouteDef): fc.Arbitrary<string> {
  const fieldNames = fieldNamesOf(route);
  const fields = fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 6 });
  return fc.oneof(
    fc.string({ maxLength: 80 }).map((s) => `{${s}`),
    fc.json({ maxDepth: 2 }).filter((j) => j.trim().startsWith('[') || !j.trim().startsWith('{')),
    fields.map((o) => JSON.stringify(o)),
    fc.dictionary(fc.constantFrom(...fieldNames), fields, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
  );
}

/** A route's valid example bodies (tests/support/route-examples.ts). */
export const examplesOf = (route: RouteDef) =>
  ((ROUTE_EXAMPLES as Record<string, readonly Record<string, unknown>[] | undefined>)[route.path] ?? []).filter(
    (b) => typeof b === 'object',
  );

const JUNK: unknown[] = [
  '',
  ' ',
  null,
  0,
  -1,
  1.5,
  true,
  [],
  {},
  'x'.repeat(5000),
  '<img src=x onerror=alert(1)>',
  keys.coop(417).pk,
  '../../etc/passwd',
  ['a', 1],
  { $ne: null },
  '2026-13-45',
  'NaN',
];

/** Every field of a body, nested ones too (a path of keys and array indexes); credentials stay. */
function fieldPaths(node: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!node || typeof node !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  return entries
    .filter(([k]) => !(at.length === 0 && k === 'credentials'))
    .flatMap(([k, v]) => [[...at, k], ...fieldPaths(v, [...at, k])]);
}

/** One of the route's examples with one field, at any depth (not credentials), dropped or replaced by junk. */
export function brokenExampleFor(route: RouteDef): fc.Arbitrary<Record<string, unknown>> {
  const examples = examplesOf(route);
  const change = fc.record({
    example: fc.constantFrom(...examples),
    pick: fc.nat(),
    junk: fc.oneof(fc.constant(undefined), fc.constantFrom(...JUNK), fc.string({ maxLength: 40 }), fc.integer()),
  });
  return change.map(({ example, pick, junk }) => {
    const body: Record<string, unknown> = structuredClone(example);
    const paths = fieldPaths(body);
    if (paths.length) {
      const path = paths[pick % paths.length]!;
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], body) as Record<
        string | number,
        unknown
      >;
      const last = path.at(-1)!;
      if (junk !== undefined) parent[last] = junk;
      else if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    }
    return body;
  });
}

/**
 * Strings that look like an attack on some layer: SQL, markup, a template (with JavaScript's own
 * replacement patterns), a spreadsheet formula, a path out of a folder, a NUL byte, and very long
 * text outside the Basic Multilingual Plane (still under the body limit).
 */
export const INJECTIONS = [
  "'; DROP TABLE members; --",
  '<script>alert(1)</script><img src=x onerror=alert(2)>',
  "${process.env.AWS_SECRET_ACCESS_KEY} {{7*7}} $& $` $'",
  "=cmd|' /C calc'!A0",
  '../../private/agreements/harness-bp/1.pdf',
  'nul\u0000byte',
  'Zoë 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂'.repeat(2000),
] as const;

const MARKUP = INJECTIONS[1];

export interface InjectedBody {
  body: Record<string, unknown>;
  /** Where the string went: the field's path of keys and array indexes. */
  field: string;
  injection: string;
}

/** Every string field of a body, at any depth, credentials too. */
function stringPaths(node: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof node === 'string') return [at];
  if (!node || typeof node !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  return entries.flatMap(([k, v]) => stringPaths(v, [...at, k]));
}

/**
 * The route's examples with one string field replaced by one of INJECTIONS: every string field of
 * every example once, and every injection at least once, paired by a seed taken from the route's
 * path so that routes pair them differently but every run the same. A field whose schema takes
 * markup as text also gets the markup one, so whatever a route mails or stores from it is seen.
 */
export function injectedExamplesFor(route: RouteDef): InjectedBody[] {
  const slots = examplesOf(route).flatMap((example) => stringPaths(example).map((path) => ({ example, path })));
  if (!slots.length) return [];
  const inject = ({ example, path }: (typeof slots)[number], injection: string): InjectedBody => {
    const body: Record<string, unknown> = structuredClone(example);
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], body) as Record<
      string | number,
      unknown
    >;
    parent[path.at(-1)!] = injection;
    return { body, field: path.join('.'), injection };
  };
  const seed = [...route.path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const count = Math.max(slots.length, INJECTIONS.length);
  const rotated = Array.from({ length: count }, (_, i) =>
    inject(slots[(seed + i) % slots.length]!, INJECTIONS[(seed + i * 3) % INJECTIONS.length]!),
  );
  const markup = slots
    .map((slot) => inject(slot, MARKUP))
    .filter(
      (m) =>
        route.request.safeParse(m.body).success &&
        !rotated.some((r) => r.injection === MARKUP && JSON.stringify(r.body) === JSON.stringify(m.body)),
    );
  return [...rotated, ...markup];
}

/** Larger than LIMITS.requestBodyBytes (256 KiB) for a JSON route... */
export const OVERSIZED_JSON = JSON.stringify({ email: 'a@b.co', firstName: 'x'.repeat(300_000) });
/** ...and than an image and its slack (LIMITS.imageBytes + 64 KiB) for an upload route. */
export const OVERSIZED_UPLOAD = JSON.stringify({ filename: 'x'.repeat(600_000) });

/** Durable writes among the calls the handler sent: the core and geo tables, the media bucket, mail. */
export function durableWrites(harness: Harness): string[] {
  const writes: readonly string[] = [...TABLE_WRITE_ACTIONS, ...BUCKET_WRITE_ACTIONS, ...SEND_MAIL_ACTIONS];
  return harness.calls
    .filter((c) => writes.includes(c.action) && !c.target.startsWith('table/ephemeral'))
    .map((c) => `${c.action} ${c.target}`);
}

/** The durable tables as they stand (the ephemeral one holds sessions and rate counters). */
export const durableTables = (harness: Harness) => `${harness.tables.json('core')}\n${harness.tables.json('geo')}`;

export type Caller = 'visitor' | 'member' | 'staff';

/** The fixture reset under the route's role; the session (if any) is the member's, or staff of the role an admin route needs. */
export async function resetFor(harness: Harness, route: RouteDef, caller: Caller): Promise<CallOptions> {
  await harness.reset();
  harness.use(permissionsFor(route));
  if (caller === 'staff') harness.actAs(route.staff ?? 'admin');
  return { session: caller !== 'visitor' };
}

/** Who calls a route in its property test: a signed-in caller where it needs one, else either. */
export const callersOf = (route: RouteDef): fc.Arbitrary<Caller> =>
  route.access === 'admin'
    ? fc.constant('staff')
    : route.access === 'member'
      ? fc.constant('member')
      : fc.constantFrom('visitor', 'member');

export interface Checked {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Calls the route on a fresh fixture and checks the answer: never a 5xx, no call the role refuses,
 * a success in the route's response shape; a refusal is {success: false, message} without internals, and writes
 * nothing durable and sends nothing. With `writesNothing`, no answer may write (junk bodies).
 */
export async function checkedCall(
  harness: Harness,
  route: RouteDef,
  body: unknown,
  caller: Caller,
  opts: { writesNothing?: boolean; upload?: CallOptions['upload'] } = {},
): Promise<Checked> {
  const options = await resetFor(harness, route, caller);
  const before = durableTables(harness);
  const res = await callRoute(route.path, body, { ...options, raw: typeof body === 'string', upload: opts.upload });
  const detail = [
    `${route.path} as ${caller}: ${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 300)}`,
    JSON.stringify(res.body).slice(0, 300),
    ...res.errors,
  ].join('\n');
  expect(res.status, detail).toBeLessThan(500);
  expect(harness.refusals, detail).toEqual([]);
  // Anything else is the route's answer in the contract's shape (a PDF is no JSON to look at).
  if (res.status < 400 && res.body && typeof res.body === 'object')
    expect(route.response.safeParse(res.body).error?.issues, detail).toBeUndefined();
  if (res.status >= 400 || opts.writesNothing) {
    // A 409 is a conditional write the table refused (another save came first): it was sent, and wrote nothing.
    if (res.status !== 409) expect(durableWrites(harness), detail).toEqual([]);
    expect(durableTables(harness), detail).toBe(before);
    expect(harness.mails, detail).toEqual([]);
  }
  if (res.status >= 400) {
    expect(res.body, detail).toEqual({ success: false, message: expect.any(String) });
    expect(String(res.body.message).length, detail).toBeGreaterThan(5);
    expect(JSON.stringify(res.body), detail).not.toMatch(/at .*\.ts:\d+|stack|Exception/);
  }
  return { status: res.status, body: res.body };
}
