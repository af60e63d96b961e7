import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { partnerDayFamily, type NumberKind, type PartnerDay } from './records/numbers-records.js';

// A business's daily figures (pattern 23n, ADR 0094): one item per business and day, one number
// attribute per kind, offer and location, bumped with an atomic ADD. Every figure of one call goes
// in one UpdateItem, so a batch of opens costs one write per business and day it touches.

const table = () => config().tables.core;

export type { NumberKind, PartnerDay };

export interface NumberChange {
  kind: NumberKind;
  dealId: string;
  locationId: string;
  by: number;
}

/** Adds to a business's counters of one day, in one UpdateItem. */
export async function addPartnerDay(bpId: string, day: string, changes: readonly NumberChange[]): Promise<void> {
  const sums = new Map<string, number>();
  for (const c of changes) {
    const name = `${c.kind}#${c.dealId}#${c.locationId}`;
    sums.set(name, (sums.get(name) ?? 0) + c.by);
  }
  const entries = [...sums].filter(([, n]) => n !== 0);
  if (!entries.length) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.partnerDay(bpId, day),
      UpdateExpression: `ADD ${entries.map((_, i) => `#n${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

/** A business's days from `from` to `to` (YYYY-MM-DD, inclusive) that have any figure: one Query. */
export async function listPartnerDays(bpId: string, from: string, to: string): Promise<PartnerDay[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.partnerDaysPk(bpId), ':from': from, ':to': to },
  });
  return partnerDayFamily.readAll(items);
}
