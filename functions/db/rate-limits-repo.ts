import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';

// Fixed-window counters in DynamoDB, so limits hold across Lambda instances. The atomic ADD
// means parallel requests each see their own count.

export async function incrementCounter(action: string, subject: string, windowStart: number, expiresAt: number): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: config().tables.ephemeral,
      Key: keys.rate(action, subject, windowStart),
      UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 1);
}

export async function clearCounter(action: string, subject: string, windowStart: number): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: config().tables.ephemeral, Key: keys.rate(action, subject, windowStart) }));
}
