import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import type { InsuranceRecord } from './coops-repo.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

// The network's insurance products (pattern 9) and the quote requests members send (pattern 23).

const table = () => config().tables.core;

/** What a lead keeps: the form's fields, the product, the co-op and the member who sent it. */
export interface InsuranceLeadRecord {
  leadId: string;
  plid: number;
  memberId: string;
  productIdentifier: string;
  productName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  age: string;
  zip: string;
  state: string;
  howToHelp: string;
  notes: string;
  products: string[];
  createdAt: string;
  /** The staff address the lead was sent to, or null when the co-op has none on file. */
  sentTo: string | null;
}

/** Every product in display order, whichever co-op offers it. */
export async function listInsuranceProducts(): Promise<InsuranceRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.insurancePk },
  });
  return items.map(({ pk: _pk, sk: _sk, ...product }) => product as unknown as InsuranceRecord);
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
  return items as unknown as InsuranceLeadRecord[];
}
