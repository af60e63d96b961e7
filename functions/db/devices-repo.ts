import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';

// Device cookies by the SHA-256 of their token (the token itself is never stored), each bound to
// the account it logged in to; TTL removes them at their expiry.

export interface DeviceRecord {
  /** The login queue's subject: the normalized email the browser logged in with. */
  account: string;
  /** Epoch seconds; dead from then on whether or not DynamoDB has removed it. */
  expiresAt: number;
}

const table = () => config().tables.ephemeral;

export async function putDevice(tokenHash: string, device: DeviceRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...keys.device(tokenHash), ...device } }));
}

export async function getDevice(tokenHash: string): Promise<DeviceRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.device(tokenHash) }));
  return out.Item ? { account: String(out.Item.account), expiresAt: Number(out.Item.expiresAt) } : undefined;
}
