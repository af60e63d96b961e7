import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NormalEmail } from '../model/email-address.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { suppressionFamily, type Suppression, type SuppressionReason } from './records/member-records.js';

// The mail suppression list: addresses SES reported as a permanent bounce or a complaint. Every
// send reads it (functions/db/mailer.ts); only the SES feedback function writes it.

export type { Suppression, SuppressionReason };

const table = () => config().tables.core;

export async function getSuppression(email: NormalEmail): Promise<Suppression | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.mailSuppression(email) }));
  return suppressionFamily.readMaybe(out.Item);
}

/** A later report of the same address replaces the earlier one: the latest reason is the one shown to ops. */
export async function putSuppression(email: NormalEmail, suppression: Suppression): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...keys.mailSuppression(email), email, ...suppression } }),
  );
}
