import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

// The admin dashboard's counters (access pattern 23a): bumped with an atomic ADD where the data
// changes, read with one GetItem and one Query, so the dashboard never counts by reading tables.
// A bump follows the write it counts; should it fail, the figure is off by that one change.

const table = () => config().tables.core;

/** Running totals of a co-op. */
export interface CoopTotals {
  members: number;
  liveOffers: number;
}
/** Figures of one of the co-op's days (in its time zone). */
export interface CoopDay {
  day: string;
  signups: number;
  redemptions: number;
  savingsCents: number;
}

function addExpression(changes: Record<string, number>) {
  const entries = Object.entries(changes).filter(([, n]) => n !== 0);
  return {
    UpdateExpression: `ADD ${entries.map((_, i) => `#f${i} :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    empty: entries.length === 0,
  };
}

async function add(
  key: Record<string, string>,
  changes: Record<string, number>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const { empty, ...expr } = addExpression(changes);
  if (empty) return;
  const sets = Object.keys(extra);
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: key,
      ...expr,
      UpdateExpression:
        expr.UpdateExpression + (sets.length ? ` SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : ''),
      ExpressionAttributeNames: {
        ...expr.ExpressionAttributeNames,
        ...Object.fromEntries(sets.map((k, i) => [`#s${i}`, k])),
      },
      ExpressionAttributeValues: {
        ...expr.ExpressionAttributeValues,
        ...Object.fromEntries(sets.map((k, i) => [`:s${i}`, extra[k]])),
      },
    }),
  );
}

/** New member accounts (sign-up, invite, import): the co-op's total and the sign-ups of its day (YYYY-MM-DD). */
export async function countSignups(plid: number, count: number, day: string): Promise<void> {
  await Promise.all([
    add(keys.coopStats(plid), { members: count }),
    add(keys.coopDay(plid, day), { signups: count }, { day }),
  ]);
}

/** What a redemption counts under: the deal and its business. */
export interface RedeemedDeal {
  bpId: string;
  dealId: string;
  businessName: string;
  /** The offer's headline ("10% off"). */
  value: string;
}

/** A redemption (print or phone) and the member's estimated saving, by the co-op's day and by deal of that day. */
export async function countRedemption(
  plid: number,
  deal: RedeemedDeal,
  savingsCents: number,
  day: string,
): Promise<void> {
  const cents = Math.max(0, Math.round(savingsCents));
  await Promise.all([
    add(keys.coopDay(plid, day), { redemptions: 1, savingsCents: cents }, { day }),
    add(
      keys.redemptionStat(plid, day, deal.bpId, deal.dealId),
      { redemptions: 1, savingsCents: cents },
      { day, bpId: deal.bpId, dealId: deal.dealId, businessName: deal.businessName, value: deal.value },
    ),
  ]);
}

/** Redemptions of one deal on one day. */
export interface RedemptionStat extends RedeemedDeal {
  day: string;
  redemptions: number;
  savingsCents: number;
}

/** The co-op's redemption counters of each deal and day from `from` to `to` (inclusive): one Query per month. */
export async function listRedemptionStats(plid: number, from: string, to: string): Promise<RedemptionStat[]> {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = nextMonth(m)) months.push(m);
  const pages = await Promise.all(
    months.map((month) =>
      queryAll({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.redemptionStatsPk(plid, month), ':from': from, ':to': `${to}#\uffff` },
      }),
    ),
  );
  return pages.flat().map((i) => ({
    day: String(i.day),
    bpId: String(i.bpId),
    dealId: String(i.dealId),
    businessName: String(i.businessName ?? ''),
    value: String(i.value ?? ''),
    redemptions: Number(i.redemptions ?? 0),
    savingsCents: Number(i.savingsCents ?? 0),
  }));
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Offers going live (positive) or leaving (negative). */
export async function countLiveOffers(plid: number, change: number): Promise<void> {
  await add(keys.coopStats(plid), { liveOffers: change });
}

export async function getCoopTotals(plid: number): Promise<CoopTotals> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.coopStats(plid) }));
  return { members: Number(out.Item?.members ?? 0), liveOffers: Number(out.Item?.liveOffers ?? 0) };
}

/** The co-op's days from `from` to `to` (inclusive) that had any figure. */
export async function listCoopDays(plid: number, from: string, to: string): Promise<CoopDay[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.coopDaysPk(plid), ':from': from, ':to': to },
  });
  return items.map((i) => ({
    day: String(i.sk),
    signups: Number(i.signups ?? 0),
    redemptions: Number(i.redemptions ?? 0),
    savingsCents: Number(i.savingsCents ?? 0),
  }));
}
