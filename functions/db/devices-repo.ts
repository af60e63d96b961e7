import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { deviceFamily, type DeviceRecord } from './records/ephemeral-records.js';

// Device cookies by the SHA-256 of their token (the token itself is never stored), each bound to
// the account it logged in to; TTL removes them at their expiry.

export type { DeviceRecord };

const table = () => config().tables.ephemeral;

export async function putDevice(tokenHash: string, device: DeviceRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...keys.device(tokenHash), ...device } }));
}

export async function getDevice(tokenHash: string): Promise<DeviceRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.device(tokenHash) }));
  return deviceFamily.readMaybe(out.Item);
}
