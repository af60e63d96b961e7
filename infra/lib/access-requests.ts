import { config } from '#functions/config.js';
import { TABLES, type TableSpec } from '#functions/db/tables.js';
import {
  allowingPermission,
  missingObjectRequest,
  type AccessRequest,
  type Permission,
  type TableId,
} from './permissions.js';

// What IAM would be asked to authorize for one SDK call, given the command's class name and input
// as functions/db sends them (DynamoDB document client, S3, SES v2, Secrets Manager). Read by the
// handler tests' IAM harness and by the local portal's permission guard; both then ask
// allowingPermission() whether the route's role allows each request.

type Item = Record<string, unknown>;
type Input = Record<string, unknown>;

const specOf = (id: TableId): TableSpec => TABLES.find((t) => t.id === id)!;

/** The logical table behind a physical name (config.ts reads them from the environment). */
export function tableIdOf(name: unknown): TableId | undefined {
  const tables = config().tables;
  return (Object.keys(tables) as TableId[]).find((id) => tables[id] === name);
}

/** A request no permission can allow: a resource the role does not name. */
const unknownResource = (action: string, what: string): AccessRequest => ({
  action,
  target: { kind: 'unknown', what },
});

/** The partition key value a Query's key condition fixes (`pk = :v`, names and values resolved). */
export function queryPartitionKey(input: Input, pkName: string): string | undefined {
  const names = input.ExpressionAttributeNames as Record<string, string> | undefined;
  const values = input.ExpressionAttributeValues as Item | undefined;
  for (const term of String(input.KeyConditionExpression ?? '').split(/\s+AND\s+/i)) {
    const m = /^\s*\(?\s*([#\w.]+)\s*=\s*(:\w+)\s*\)?\s*$/.exec(term);
    if (!m) continue;
    const attr = m[1]!.startsWith('#') ? names?.[m[1]!] : m[1];
    if (attr === pkName && values?.[m[2]!] !== undefined) return String(values[m[2]!]);
  }
  return undefined;
}

function itemRequest(action: string, tableName: unknown, key: Item | undefined): AccessRequest {
  const table = tableIdOf(tableName);
  if (!table) return unknownResource(action, `table ${String(tableName)}`);
  const pk = key?.[specOf(table).partitionKey];
  return { action, target: { kind: 'table', table }, leadingKeys: pk === undefined ? undefined : [String(pk)] };
}

function dynamoRequests(command: string, input: Input): AccessRequest[] | undefined {
  switch (command) {
    case 'GetCommand':
      return [itemRequest('dynamodb:GetItem', input.TableName, input.Key as Item)];
    case 'PutCommand':
      return [itemRequest('dynamodb:PutItem', input.TableName, input.Item as Item)];
    case 'UpdateCommand':
      return [itemRequest('dynamodb:UpdateItem', input.TableName, input.Key as Item)];
    case 'DeleteCommand':
      return [itemRequest('dynamodb:DeleteItem', input.TableName, input.Key as Item)];
    case 'QueryCommand':
    case 'ScanCommand': {
      const action = command === 'QueryCommand' ? 'dynamodb:Query' : 'dynamodb:Scan';
      const table = tableIdOf(input.TableName);
      if (!table) return [unknownResource(action, `table ${String(input.TableName)}`)];
      const index = input.IndexName as string | undefined;
      const spec = specOf(table);
      const pkName = index ? spec.indexes.find((i) => i.name === index)?.partitionKey : spec.partitionKey;
      const pk = action === 'dynamodb:Query' && pkName ? queryPartitionKey(input, pkName) : undefined;
      return [{ action, target: { kind: 'table', table, index }, leadingKeys: pk === undefined ? undefined : [pk] }];
    }
    case 'BatchGetCommand':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys: Item[] }>).map(([name, { Keys }]) => {
        const table = tableIdOf(name);
        if (!table) return unknownResource('dynamodb:BatchGetItem', `table ${name}`);
        return {
          action: 'dynamodb:BatchGetItem',
          target: { kind: 'table', table },
          leadingKeys: Keys.map((k) => String(k[specOf(table).partitionKey])),
        };
      });
    case 'BatchWriteCommand':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>,
      ).map(([name, requests]) => {
        const table = tableIdOf(name);
        if (!table) return unknownResource('dynamodb:BatchWriteItem', `table ${name}`);
        const pk = specOf(table).partitionKey;
        return {
          action: 'dynamodb:BatchWriteItem',
          target: { kind: 'table', table },
          leadingKeys: requests.map((r) => String((r.PutRequest?.Item ?? r.DeleteRequest?.Key)![pk])),
        };
      });
    case 'TransactWriteCommand':
      // IAM authorizes each item of a transaction as its own action.
      return ((input.TransactItems ?? []) as Record<string, Input>[]).map((t) =>
        t.Put
          ? itemRequest('dynamodb:PutItem', t.Put.TableName, t.Put.Item as Item)
          : t.Update
            ? itemRequest('dynamodb:UpdateItem', t.Update.TableName, t.Update.Key as Item)
            : t.Delete
              ? itemRequest('dynamodb:DeleteItem', t.Delete.TableName, t.Delete.Key as Item)
              : itemRequest('dynamodb:ConditionCheckItem', t.ConditionCheck?.TableName, t.ConditionCheck?.Key as Item),
      );
    case 'TransactGetCommand':
      return ((input.TransactItems ?? []) as { Get: Input }[]).map((t) =>
        itemRequest('dynamodb:GetItem', t.Get.TableName, t.Get.Key as Item),
      );
    default:
      return undefined;
  }
}

const S3_ACTIONS: Record<string, string> = {
  PutObjectCommand: 's3:PutObject',
  GetObjectCommand: 's3:GetObject',
  HeadObjectCommand: 's3:GetObject',
  DeleteObjectCommand: 's3:DeleteObject',
};

/**
 * The requests of one call; undefined for a command this module does not know (callers refuse
 * it, so a new kind of call gets a rule here before it can pass).
 */
export function accessRequestsFor(command: string, input: Input): AccessRequest[] | undefined {
  const dynamo = dynamoRequests(command, input);
  if (dynamo) return dynamo;
  const s3 = S3_ACTIONS[command];
  if (s3)
    return [
      input.Bucket === config().mediaBucket
        ? { action: s3, target: { kind: 'media-objects', key: String(input.Key) } }
        : unknownResource(s3, `bucket ${String(input.Bucket)}`),
    ];
  if (command === 'SendEmailCommand') return [{ action: 'ses:SendEmail', target: { kind: 'mail' } }];
  if (command === 'GetSecretValueCommand') {
    const { originVerifySecretArn, partnerTokenSecretArn } = config();
    if (input.SecretId !== undefined && input.SecretId === originVerifySecretArn)
      return [{ action: 'secretsmanager:GetSecretValue', target: { kind: 'origin-verify-secret' } }];
    if (input.SecretId !== undefined && input.SecretId === partnerTokenSecretArn)
      return [{ action: 'secretsmanager:GetSecretValue', target: { kind: 'partner-token-secret' } }];
    return [unknownResource('secretsmanager:GetSecretValue', `secret ${String(input.SecretId)}`)];
  }
  return undefined;
}

const S3_READS: Record<string, { missing: string; refused: string }> = {
  GetObjectCommand: { missing: 'NoSuchKey', refused: 'AccessDenied' },
  HeadObjectCommand: { missing: 'NotFound', refused: 'Forbidden' },
};

/**
 * What S3 answers instead of `error` when a read finds no object: 403 AccessDenied when the role
 * may not list the bucket under the key (missingObjectRequest), since S3 will not tell such a
 * caller whether the key exists; undefined when the error stands (the role may list there, or the
 * error is not "no such key"). The emulators answer 404 to anyone, so the local guard and the
 * handler harness pass their errors through this to answer as S3 does.
 */
export function missingObjectRefusal(
  permissions: readonly Permission[],
  command: string,
  input: Input,
  error: unknown,
): Error | undefined {
  const read = S3_READS[command];
  if (!read || (error as { name?: unknown } | null)?.name !== read.missing) return undefined;
  const request = missingObjectRequest(String(input.Key));
  if (allowingPermission(permissions, request)) return undefined;
  return Object.assign(new Error(`Access Denied (no ${request.action} on ${describeTarget(request.target)})`), {
    name: read.refused,
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
  });
}

/** The error AWS answers a refused call with. */
export function accessDeniedError(request: AccessRequest): Error {
  return Object.assign(
    new Error(`User is not authorized to perform: ${request.action} on resource: ${describeTarget(request.target)}`),
    {
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    },
  );
}

export function describeTarget(target: AccessRequest['target']): string {
  switch (target.kind) {
    case 'table':
      return `table/${target.table}${target.index ? `/index/${target.index}` : ''}`;
    case 'unknown':
      return target.what;
    case 'media-objects':
      return `media/${target.key}`;
    case 'media-list':
      return `media (list ${target.prefix})`;
    default:
      return target.kind;
  }
}
