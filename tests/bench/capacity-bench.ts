import { pathToFileURL } from 'node:url';
import { dynamo } from '#functions/db/clients.js';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { onOwnPortal, signedInHeaders } from './bench-session.js';

// The capacity model's measured half: a replay of the traffic mix against the local portal with
// ReturnConsumedCapacity on every DynamoDB call its handlers make, so the read and write units
// each route consumes per request are DynamoDB's own count (DynamoDB Local computes them as the
// service does: 4 KB per read unit, half for an eventually consistent read, 1 KB per write unit,
// twice in a transaction). Then the model: the network's peak requests per second per route from
// the mix below, the units per second per table and on the busiest partitions, Lambda
// concurrency, and the month's cost at AWS's public prices. docs/performance.md keeps the table
// and the reasoning. `npm run bench:capacity` alone; part of `npm run bench`.

type As = 'visitor' | 'member' | 'staff';
interface Step {
  route: string;
  as: As;
  /** Requests of this route in 1,000 of the portal's. */
  per1000: number;
  body: (
    deal: { dealId: string; locationId: string },
    i: number,
    deals: { dealId: string; locationId: string }[],
  ) => unknown;
}

const SEARCH = { payload: { zipcode: '66044', radius: 50 } };
/** The traffic mix, per 1,000 requests: a visit opens the home data, most look at local deals; a few print. */
export const MIX: Step[] = [
  { route: 'outside/gethomedata', as: 'visitor', per1000: 120, body: () => ({}) },
  { route: 'outside/gethomedata', as: 'member', per1000: 100, body: () => ({}) },
  { route: 'outside/login', as: 'visitor', per1000: 40, body: () => ({}) }, // body set by the replay: the member's credentials
  { route: 'b2c/localdealscategories', as: 'member', per1000: 90, body: () => ({}) },
  { route: 'b2c/listdeals', as: 'member', per1000: 160, body: () => SEARCH },
  { route: 'b2c/opendeal', as: 'member', per1000: 120, body: (deal) => ({ deal }) },
  {
    route: 'b2c/printdeal',
    as: 'member',
    per1000: 40,
    body: (deal, i) => ({ deal: { ...deal, source: i % 2 ? 'W' : 'M' } }),
  },
  { route: 'b2c/addfavorite', as: 'member', per1000: 15, body: (deal) => ({ deal }) },
  // Deal opens for the businesses' numbers (ADR 0094): one batch a visit that opened deals, of 3
  // deals of different businesses, each opened once that day. On top of the 1,000 above.
  {
    route: 'b2c/countopens',
    as: 'member',
    per1000: 40,
    body: (_, i, deals) => ({ opens: [0, 1, 2].map((k) => deals[(i + k) % deals.length]) }),
  },
  { route: 'b2c/listfavoritesdeals', as: 'member', per1000: 30, body: () => ({}) },
  { route: 'b2c/listnationaldeals', as: 'member', per1000: 60, body: () => ({}) },
  { route: 'b2c/availabledeals', as: 'member', per1000: 50, body: () => ({}) },
  { route: 'b2c/listinsurance', as: 'member', per1000: 40, body: () => ({}) },
  { route: 'b2c/account', as: 'member', per1000: 40, body: () => ({}) },
  {
    route: 'b2c/listdealsbycategory',
    as: 'visitor',
    per1000: 40,
    body: () => ({ payload: { ...SEARCH.payload, category: 'Dining' } }),
  },
  { route: 'outside/checkzipcode', as: 'visitor', per1000: 20, body: () => ({ zip: '66044' }) },
  { route: 'admin/dashboard', as: 'staff', per1000: 20, body: () => ({}) },
  { route: 'admin/listmembers', as: 'staff', per1000: 15, body: () => ({}) },
];
const REPLAYS = 12;

/** The network the model sizes (assumptions, stated in docs/performance.md). */
export const NETWORK = {
  members: 5_000_000,
  coops: 100,
  /** The largest co-op's share of members and traffic. */
  largestCoopShare: 0.1,
  /** Members who visit in a month, and their visits each. */
  monthlyActiveShare: 0.2,
  visitsPerActiveMember: 4,
  /** Requests per visit (home data, a search or two, a deal, ...). */
  requestsPerVisit: 8,
  /** The busiest hour's share of its day, and the busiest minute's of that hour (x60). */
  peakHourShareOfDay: 0.12,
  peakMinuteFactor: 2,
  /** Lambda: memory and the mean handler time taken for concurrency and GB-seconds. */
  lambdaMemoryGb: 0.5,
  meanHandlerSeconds: 0.08,
  /** Mails a month: the digest to every member who has not opted out, and the account mails. */
  digestShare: 0.8,
  accountMailsPerMonth: 150_000,
};

/** us-east-1 list prices, November 2026 (USD). */
export const PRICES = {
  lambdaPerMillionRequests: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  httpApiPerMillion: 1.0,
  dynamoPerMillionReadUnits: 0.125,
  dynamoPerMillionWriteUnits: 0.625,
  dynamoStoragePerGbMonth: 0.25,
  pitrPerGbMonth: 0.2,
  sesPerThousand: 0.1,
  cloudFrontPer10kHttps: 0.01,
  wafPerMillion: 0.6,
  wafMonthlyFixed: 5 + 6 * 1,
};

interface Tally {
  read: Record<string, number>;
  write: Record<string, number>;
  /** Units by partition family (a key with its ids replaced), the busiest partitions' candidates. */
  partitions: Record<string, number>;
  calls: number;
}

const family = (table: string, pk: unknown) =>
  `${table}:${String(pk)
    .split('#')
    .map((seg, i) => (i === 0 || /^[A-Z]+$/.test(seg) ? seg : '<id>'))
    .join('#')}`;

/** The partition keys a call names, per table (a Query's the value its key condition tests). */
function keysOf(input: Record<string, any>): [string, unknown][] {
  const out: [string, unknown][] = [];
  const add = (table: string, item: Record<string, any> | undefined) =>
    item && out.push([table, item.pk ?? item.gsi1pk ?? item.gsi2pk]);
  if (input.TableName) {
    add(input.TableName, input.Key ?? input.Item);
    const cond = /^(#?\w+) = (:\w+)/.exec(input.KeyConditionExpression ?? '');
    if (cond) out.push([input.TableName, input.ExpressionAttributeValues?.[cond[2]!]]);
  }
  for (const [table, req] of Object.entries((input.RequestItems ?? {}) as Record<string, any>)) {
    if (Array.isArray(req)) for (const r of req) add(table, r.PutRequest?.Item ?? r.DeleteRequest?.Key);
    else for (const k of req.Keys ?? []) add(table, k);
  }
  for (const t of (input.TransactItems ?? []) as Record<string, any>[]) {
    const op = t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck ?? t.Get;
    add(op.TableName, op.Item ?? op.Key);
  }
  return out;
}

/** Adds ReturnConsumedCapacity to every call of the portal's DynamoDB client; `into` is the current route's tally. */
function meterDynamo(current: () => Tally | undefined) {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, any>;
      const writes = /Put|Update|Delete|BatchWrite|TransactWrite/.test(context.commandName ?? '');
      input.ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      const tally = current();
      if (!tally) return out;
      tally.calls++;
      const consumed = [(out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity].flat().filter(Boolean) as {
        TableName: string;
        CapacityUnits?: number;
        ReadCapacityUnits?: number;
        WriteCapacityUnits?: number;
      }[];
      const keys = keysOf(input);
      for (const c of consumed) {
        const units = c.CapacityUnits ?? 0;
        const write = c.WriteCapacityUnits ?? (writes ? units : 0);
        const read = c.ReadCapacityUnits ?? units - write;
        tally.read[c.TableName] = (tally.read[c.TableName] ?? 0) + read;
        tally.write[c.TableName] = (tally.write[c.TableName] ?? 0) + write;
        const own = keys.filter(([t]) => t === c.TableName);
        for (const [t, pk] of own)
          tally.partitions[family(t, pk)] = (tally.partitions[family(t, pk)] ?? 0) + units / own.length;
      }
      return out;
    },
    { step: 'initialize', name: METER },
  );
}

const METER = 'capacityBench';
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `base`: the running local portal in this process (its handlers share this DynamoDB client). */
export async function capacityBench(base: string): Promise<void> {
  const member = DEMO_MEMBERS.find((m) => m.role === 'member' && m.plid === 323)!;
  const staff = DEMO_MEMBERS.find((m) => m.role === 'admin' && m.plid === 323)!;
  const headers: Record<As, Record<string, string>> = {
    visitor: {},
    member: await signedInHeaders(base, member.email, member.password),
    staff: await signedInHeaders(base, staff.email, staff.password),
  };
  const post = async (route: string, as: As, body: unknown) => {
    const res = await fetch(`${base}/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers[as] },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  const listed = await post('b2c/listdeals', 'member', SEARCH);
  const deals = ((listed.json.deals ?? []) as { dealId: string; locationId: string }[]).map(
    ({ dealId, locationId }) => ({ dealId, locationId }),
  );
  if (deals.length < REPLAYS)
    throw new Error(`the capacity replay needs ${REPLAYS} deals near ${SEARCH.payload.zipcode}; found ${deals.length}`);

  let current: Tally | undefined;
  meterDynamo(() => current);
  const rows: { step: Step; tally: Tally; statuses: Set<number> }[] = [];
  // CAPACITY_ONLY=route,route measures those rows alone (a new route's units without the whole
  // replay); the model's totals below then cover only them.
  const only = process.env.CAPACITY_ONLY?.split(',').filter(Boolean);
  try {
    for (const step of only ? MIX.filter((s) => only.includes(s.route)) : MIX) {
      const tally: Tally = { read: {}, write: {}, partitions: {}, calls: 0 };
      const statuses = new Set<number>();
      for (let i = 0; i < REPLAYS; i++) {
        const body =
          step.route === 'outside/login'
            ? { email: member.email, password: member.password }
            : step.body(deals[i]!, i, deals);
        current = tally;
        statuses.add((await post(step.route, step.as, body)).status);
        current = undefined;
      }
      rows.push({ step, tally, statuses });
    }
  } finally {
    // The benches after this one measure without the metering.
    dynamo().middlewareStack.remove(METER);
  }

  // The model.
  const n = NETWORK;
  const visitsPerMonth = n.members * n.monthlyActiveShare * n.visitsPerActiveMember;
  const requestsPerMonth = visitsPerMonth * n.requestsPerVisit;
  const peakRps = ((requestsPerMonth / 30) * n.peakHourShareOfDay * n.peakMinuteFactor) / 3600;
  console.log(
    `Capacity replay (${REPLAYS} requests per row, DynamoDB's consumed units per request; local portal, DynamoDB Local):`,
  );
  console.log(
    `Model: ${fmt(n.members / 1e6, 0)} M members in ${n.coops} co-ops, ${fmt(visitsPerMonth / 1e6)} M visits and ${fmt(requestsPerMonth / 1e6)} M API requests a month; peak ${fmt(peakRps, 0)} requests/s (busiest minute).`,
  );
  console.log(
    '| route | as | per 1,000 | answers | read units / req | write units / req | peak req/s | read units/s | write units/s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const per = (x: number) => x / REPLAYS;
  let readsPerRequest = 0;
  let writesPerRequest = 0;
  const partitionPeak: Record<string, number> = {};
  for (const { step, tally, statuses } of rows) {
    const rps = (peakRps * step.per1000) / 1000;
    const r = per(sum(tally.read));
    const w = per(sum(tally.write));
    readsPerRequest += (r * step.per1000) / 1000;
    writesPerRequest += (w * step.per1000) / 1000;
    for (const [fam, units] of Object.entries(tally.partitions))
      partitionPeak[fam] = (partitionPeak[fam] ?? 0) + per(units) * rps;
    console.log(
      `| ${step.route} | ${step.as} | ${step.per1000} | ${[...statuses].join(', ')} | ${fmt(r, 2)} | ${fmt(w, 2)} | ${fmt(rps)} | ${fmt(r * rps)} | ${fmt(w * rps)} |`,
    );
  }
  console.log(
    `Mean per request: ${fmt(readsPerRequest, 2)} read units, ${fmt(writesPerRequest, 2)} write units; at peak ${fmt(readsPerRequest * peakRps, 0)} read and ${fmt(writesPerRequest * peakRps, 0)} write units/s in all.`,
  );

  // A partition family shared by every co-op's requests (catalogues, the network item) takes the whole peak;
  // one keyed by co-op, the largest co-op's share; one keyed by member, session or address, one person's.
  console.log('Busiest partitions at peak (units/s; limits 3,000 read or 1,000 write units per partition per second):');
  // A deal-summary partition (a 2-character geohash, a region of several states) serves every co-op
  // there: counted as the whole network's, the worst case.
  const scope = (fam: string) =>
    /DEALCELL/.test(fam) || !/<id>/.test(fam) ? 1 : /COOP#<id>|DEALS|PROVIDERS|ZIP/.test(fam) ? n.largestCoopShare : 0;
  const partitions = Object.entries(partitionPeak)
    .map(([fam, units]) => [fam, units * scope(fam)] as const)
    .filter(([, units]) => units > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  for (const [fam, units] of partitions)
    console.log(
      `  ${fam}: ${fmt(units)} units/s${scope(fam) < 1 ? ' (the largest co-op, or one geo cell of its area)' : ' (the whole network at once: the worst case)'}`,
    );

  const monthly = {
    lambda:
      (requestsPerMonth / 1e6) * PRICES.lambdaPerMillionRequests +
      requestsPerMonth * n.meanHandlerSeconds * n.lambdaMemoryGb * PRICES.lambdaArmPerGbSecond,
    api: (requestsPerMonth / 1e6) * PRICES.httpApiPerMillion,
    dynamo:
      (requestsPerMonth * readsPerRequest * PRICES.dynamoPerMillionReadUnits +
        requestsPerMonth * writesPerRequest * PRICES.dynamoPerMillionWriteUnits) /
      1e6,
    ses: ((n.members * n.digestShare + n.accountMailsPerMonth) / 1000) * PRICES.sesPerThousand,
    edge:
      ((requestsPerMonth * 2) / 1e4) * PRICES.cloudFrontPer10kHttps +
      ((requestsPerMonth * 2) / 1e6) * PRICES.wafPerMillion +
      PRICES.wafMonthlyFixed,
  };
  console.log(
    `Month at that scale (request-driven parts; storage, logs and transfer in the docs): Lambda $${fmt(monthly.lambda, 0)}, HTTP API $${fmt(monthly.api, 0)}, DynamoDB $${fmt(monthly.dynamo, 0)}, ` +
      `SES $${fmt(monthly.ses, 0)}, CloudFront requests and WAF $${fmt(monthly.edge, 0)}; Lambda concurrency at peak ${fmt(peakRps * n.meanHandlerSeconds, 0)}.`,
  );
}

// Alone: `npm run bench:capacity`, on a portal of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await onOwnPortal('capacity', capacityBench);
