import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { insuranceProductFamily, type InsuranceRecord } from './records/coop-records.js';
import { insuranceLeadFamily, type InsuranceLeadRecord } from './records/inbound-records.js';

// The network's insurance products (pattern 9) and the quote requests members send (pattern 23).

const table = () => config().tables.core;

export type { InsuranceLeadRecord };

/** Every product in display order, whichever co-op offers it. */
export async function listInsuranceProducts(): Promise<InsuranceRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.insurancePk },
  });
  return insuranceProductFamily.readAll(items);
}

/** Writes a lead once; its id is new, so the condition only guards against a repeated id. */
export async function putInsuranceLead(lead: InsuranceLeadRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.insuranceLead(lead.plid, lead.createdAt, lead.leadId),
        ...keys.inboxNew(lead.plid, lead.createdAt, lead.leadId),
        kind: 'lead',
        status: 'new',
        ...lead,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A co-op's leads, oldest first (tests; the admin area will list them). */
export async function listInsuranceLeads(plid: number): Promise<InsuranceLeadRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.insuranceLeadsPk(plid) },
  });
  return insuranceLeadFamily.readAll(items);
}
