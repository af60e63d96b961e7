import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/schemas/account.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';

export interface SessionRecord {
  memberId: string;
  plid: number;
  role: Role;
  createdAt: number;
  lastSeenAt: number;
  /** Epoch seconds; the item is dead from then on whether or not DynamoDB has removed it. */
  expiresAt: number;
}

export async function getSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tables.ephemeral, Key: keys.session(tokenHash) }));
  return out.Item as SessionRecord | undefined;
}
