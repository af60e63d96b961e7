import { vi } from 'vitest';
import { RECOVER_ANSWER } from '#functions/core/accounts/accounts.js';
import type { Role } from '#shared/roles.js';
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
  type CancellationReason,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, PARTNER_TOKEN_SECRET_ENV } from '#functions/config.js';
import { hashPassword, setNewHashLogN } from '#functions/core/accounts/passwords.js';
import { sha256 } from '#functions/model/tokens.js';
import { cellRecord, listingGeohash, SUMMARY_CELL_PRECISION, type Listing } from '#functions/model/listing.js';
import { keys } from '#functions/db/keys.js';
import { geohashEncode } from '#functions/model/geo.js';
import { TABLES, type TableSpec } from '#functions/db/tables.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import {
  accessDeniedError,
  accessRequestsFor,
  describeTarget,
  missingObjectRefusal,
  tableIdOf,
} from '#infra/lib/access-requests.js';
import { allowingPermission, missingObjectRequest, type Permission, type TableId } from '#infra/lib/permissions.js';
import { DEMO_COOPS, INSURANCE_PRODUCTS, NATIONAL_DEALS } from '#infra/local/demo-data.js';
import { CSRF_COOKIE, CSRF_HEADER, PRIVATE_MEDIA, SESSION_COOKIE } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { handlerFile } from '#shared/routes.js';

// A handler-test harness in which the mocked AWS clients behave like a Lambda role: every call is
// checked against a route's permissions (infra/lib/permissions.ts, the same list the API stack
// turns into IAM statements) and refused with AccessDenied when the role would not allow it.
// Allowed calls are answered from a small in-memory copy of co-op 323's data, so handlers get
// past their first reads. DynamoDB Local has no IAM; this is where a missing grant shows.

/** Fixed values of the seeded fixture; route examples use them. */
export const FIXTURE = {
  host: 'prairiesky.localhost',
  plid: 323,
  zip: '66044',
  /** A ZIP with a centroid that co-op 323 does not serve (Nashville). */
  outsideZip: '37201',
  memberId: '6f1c2a4e-8b3d-4c5e-9f10-123456789abc',
  email: 'harness.member@prairiesky.example',
  password: 'Harness!2026',
  /** A password that passes every rule (pattern, block list, strength). */
  newPassword: 'Tq7!vRm2@Lx9wK',
  /** key2 of the member's live reset and activation links. */
  linkKey2: 'Lk2aLk2aLk2aLk2aLk2aLk2aLk2aLk2aLk2aLk2aLk2',
  /** key2 of a live newsletter confirmation link (key1 is the co-op's plid) of `newsletterEmail`'s pending subscription. */
  newsletterKey2: 'Nl2aNl2aNl2aNl2aNl2aNl2aNl2aNl2aNl2aNl2aNl2',
  newsletterEmail: 'reader@example.com',
  sessionToken: 'St0kSt0kSt0kSt0kSt0kSt0kSt0kSt0kSt0kSt0kSt0',
  csrfToken: 'Csrf7Csrf7Csrf7Csrf7Csrf7Csrf7Csrf7Csrf7Csr',
  originSecret: 'harnessOriginSecretCurrentValue0123456789',
  originSecretPrevious: 'harnessOriginSecretPreviousValue012345678',
  originSecretArn: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:portal-harness-origin-verify-AbCdEf',
  partnerSecret: 'harnessPartnerTokenSecretCurrentValue0123456789',
  partnerSecretArn: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:portal-harness-partner-token-GhIjKl',
  sourceIp: '203.0.113.50',
  /** The co-op's seeded inbox: a contact message and a lead (sort keys `<iso>#<id>`). */
  contactMessageId: 'harness-msg-0001',
  leadId: 'harness-lead-0001',
  /** A member's open report of the harness deal (ADR 0096), by another member than the fixture's. */
  reportId: 'harness-report-0001',
  reporterId: 'harness-reporter-0001',
  inboxAt: '2026-01-20T10:00:00.000Z',
  /** The open offline redemption ticket of the member's favorite (the listing beside the ZIP). */
  offlineTicket: 'HARN-ESS2-TKT3-AAAA',
} as const;

type Item = Record<string, unknown>;
type Names = Record<string, string> | undefined;
type Values = Record<string, unknown> | undefined;

export interface Refusal {
  action: string;
  target: string;
  leadingKeys?: readonly string[];
}

export interface CallRecord {
  action: string;
  target: string;
  allowed: boolean;
}

const specOf = (id: TableId): TableSpec => TABLES.find((t) => t.id === id)!;

// --- expressions (the subset functions/db uses) ---

function resolvePath(expr: string, names: Names): string[] {
  return expr
    .trim()
    .split('.')
    .map((part) => (part.startsWith('#') ? (names?.[part] ?? part) : part));
}
function getPath(item: Item, parts: string[]): unknown {
  let at: unknown = item;
  for (const p of parts) at = at && typeof at === 'object' ? (at as Item)[p] : undefined;
  return at;
}
function setPath(item: Item, parts: string[], value: unknown): void {
  let at = item;
  for (const p of parts.slice(0, -1)) {
    if (!at[p] || typeof at[p] !== 'object') at[p] = {};
    at = at[p] as Item;
  }
  at[parts.at(-1)!] = value;
}
function removePath(item: Item, parts: string[]): void {
  const parent = parts.length > 1 ? getPath(item, parts.slice(0, -1)) : item;
  if (parent && typeof parent === 'object') delete (parent as Item)[parts.at(-1)!];
}
/** Splits at commas outside parentheses. */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}
function operand(expr: string, item: Item, names: Names, values: Values): unknown {
  const e = expr.trim();
  if (e.startsWith(':')) return values?.[e];
  const append = /^list_append\((.+)\)$/i.exec(e);
  if (append) {
    const [first, second] = splitTop(append[1]!);
    return [
      ...((operand(first!, item, names, values) as unknown[]) ?? []),
      ...((operand(second!, item, names, values) as unknown[]) ?? []),
    ];
  }
  const ifNot = /^if_not_exists\((.+),(.+)\)$/i.exec(e);
  if (ifNot) return getPath(item, resolvePath(ifNot[1]!, names)) ?? operand(ifNot[2]!, item, names, values);
  const arith = /^(.+?)\s*([+-])\s*(.+)$/.exec(e);
  if (arith) {
    const a = Number(operand(arith[1]!, item, names, values) ?? 0);
    const b = Number(operand(arith[3]!, item, names, values) ?? 0);
    return arith[2] === '+' ? a + b : a - b;
  }
  return getPath(item, resolvePath(e, names));
}

function applyUpdate(item: Item, expression: string, names: Names, values: Values): void {
  const clauses = expression.split(/\b(SET|ADD|REMOVE|DELETE)\b/i).map((s) => s.trim());
  for (let i = 1; i < clauses.length; i += 2) {
    const kind = clauses[i]!.toUpperCase();
    for (const part of splitTop(clauses[i + 1] ?? '')) {
      if (kind === 'SET') {
        const eq = part.indexOf('=');
        setPath(item, resolvePath(part.slice(0, eq), names), operand(part.slice(eq + 1), item, names, values));
      } else if (kind === 'ADD' || kind === 'DELETE') {
        const [p, v] = part.split(/\s+/);
        const parts = resolvePath(p!, names);
        const value = values?.[v!];
        if (value instanceof Set) {
          // String sets: ADD joins, DELETE takes out; an emptied set goes, as DynamoDB drops it.
          const now = new Set(getPath(item, parts) as Set<unknown> | undefined);
          for (const x of value) {
            if (kind === 'ADD') now.add(x);
            else now.delete(x);
          }
          if (now.size) setPath(item, parts, now);
          else removePath(item, parts);
        } else setPath(item, parts, Number(getPath(item, parts) ?? 0) + Number(value ?? 0));
      } else if (kind === 'REMOVE') {
        removePath(item, resolvePath(part, names));
      }
    }
  }
}

/** Condition subset: comparisons and attribute_(not_)exists joined by AND / OR. */
function conditionHolds(item: Item | undefined, expression: string | undefined, names: Names, values: Values): boolean {
  if (!expression) return true;
  const subject = item ?? {};
  return expression.split(/\s+OR\s+/i).some((alt) =>
    alt.split(/\s+AND\s+/i).every((raw) => {
      const term = raw.trim().replace(/^\((.*)\)$/, '$1');
      const fn = /^(attribute_exists|attribute_not_exists)\((.+)\)$/i.exec(term);
      if (fn) {
        const present = getPath(subject, resolvePath(fn[2]!, names)) !== undefined;
        return fn[1]!.toLowerCase() === 'attribute_exists' ? present : !present;
      }
      const cmp = /^(.+?)\s*(<>|<=|>=|=|<|>)\s*(.+)$/.exec(term);
      if (!cmp) return true; // not emulated: treated as holding
      const a = operand(cmp[1]!, subject, names, values) as never;
      const b = operand(cmp[3]!, subject, names, values) as never;
      switch (cmp[2]) {
        case '=':
          return JSON.stringify(a) === JSON.stringify(b);
        case '<>':
          return JSON.stringify(a) !== JSON.stringify(b);
        case '<':
          return a < b;
        case '<=':
          return a <= b;
        case '>':
          return a > b;
        default:
          return a >= b;
      }
    }),
  );
}

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The partition key value and sort-key test of a Query's key condition. */
function keyCondition(expression: string, names: Names, values: Values, pkName: string, skName: string) {
  let pk: unknown;
  const tests: ((sk: unknown) => boolean)[] = [];
  const between = /(\S+)\s+BETWEEN\s+(:\w+)\s+AND\s+(:\w+)/i.exec(expression);
  let rest = expression;
  if (between) {
    const lo = values?.[between[2]!] as string;
    const hi = values?.[between[3]!] as string;
    tests.push((sk) => (sk as string) >= lo && (sk as string) <= hi);
    rest = expression.replace(between[0], 'true');
  }
  for (const raw of rest.split(/\s+AND\s+/i)) {
    const term = raw.trim();
    if (term === 'true') continue;
    const begins = /^begins_with\((.+),\s*(:\w+)\)$/i.exec(term);
    if (begins) {
      const prefix = String(values?.[begins[2]!]);
      tests.push((sk) => typeof sk === 'string' && sk.startsWith(prefix));
      continue;
    }
    const cmp = /^(.+?)\s*(<=|>=|=|<|>)\s*(:\w+)$/.exec(term);
    if (!cmp) continue;
    const attr = resolvePath(cmp[1]!, names).join('.');
    const v = values?.[cmp[3]!];
    if (attr === pkName && cmp[2] === '=') pk = v;
    else if (attr === skName) {
      const op = cmp[2];
      tests.push((sk) =>
        op === '='
          ? sk === v
          : op === '<'
            ? (sk as string) < (v as string)
            : op === '<='
              ? (sk as string) <= (v as string)
              : op === '>'
                ? (sk as string) > (v as string)
                : (sk as string) >= (v as string),
      );
    }
  }
  return { pk, matches: (sk: unknown) => tests.every((t) => t(sk)) };
}

// --- the in-memory tables ---

/** The tables at one moment (see FakeTables.snapshot). */
type TablesSnapshot = ReadonlyMap<TableId, ReadonlyMap<string, Item>>;

class FakeTables {
  private data = new Map<TableId, Map<string, Item>>();

  private table(id: TableId): Map<string, Item> {
    let t = this.data.get(id);
    if (!t) this.data.set(id, (t = new Map()));
    return t;
  }
  private id(id: TableId, key: Item): string {
    const spec = specOf(id);
    return `${String(key[spec.partitionKey])}\u0000${String(key[spec.sortKey])}`;
  }
  clear(): void {
    this.data.clear();
  }
  get(id: TableId, key: Item): Item | undefined {
    const item = this.table(id).get(this.id(id, key));
    return item ? structuredClone(item) : undefined;
  }
  put(id: TableId, item: Item): void {
    this.table(id).set(this.id(id, item), structuredClone(item));
  }
  delete(id: TableId, key: Item): void {
    this.table(id).delete(this.id(id, key));
  }
  all(id: TableId): Item[] {
    return this.matching(id, () => true);
  }
  /** The table's items as JSON, without copying them first (a before-and-after comparison). */
  json(id: TableId): string {
    return JSON.stringify([...this.table(id).values()]);
  }
  /** Copies of the items that pass the test; a query reads a few items of many, and copies only those. */
  matching(id: TableId, test: (item: Item) => boolean): Item[] {
    return [...this.table(id).values()].filter(test).map((i) => structuredClone(i));
  }
  /**
   * The tables as they are. Stored items are never changed in place (put stores a copy, reads
   * hand out copies), so a snapshot shares them and costs one map entry per item.
   */
  snapshot(): TablesSnapshot {
    return new Map([...this.data].map(([id, items]) => [id, new Map(items)]));
  }
  restore(snapshot: TablesSnapshot): void {
    this.data = new Map([...snapshot].map(([id, items]) => [id, new Map(items)]));
  }
}

// --- the harness ---

export interface Harness {
  /** The role the mocked clients enforce from now on. */
  use(permissions: readonly Permission[]): void;
  /** Fresh fixture, no calls, no refusals. */
  reset(): Promise<void>;
  /**
   * The fixture's session from now on belongs to this role of this co-op (default the fixture's).
   * A staff role's session has passed its second step unless `secondStep: false` (ADR 0090).
   */
  actAs(role: Role, plid?: number, options?: { secondStep?: boolean }): void;
  readonly refusals: Refusal[];
  readonly calls: CallRecord[];
  readonly tables: FakeTables;
  readonly mails: { to: string[]; subject: string | undefined }[];
  /** The HTML part of each mail in `mails`, in the same order. */
  readonly mailHtml: string[];
  /**
   * The media object under this key is gone (until it is put again or the harness is reset): a
   * read answers as S3 does, NoSuchKey to a role that may list the bucket there, else AccessDenied.
   */
  removeMedia(key: string): void;
  /** The next call of this command (e.g. 'TransactWriteCommand', 'SendEmailCommand') throws this error instead of running. */
  failNext(command: string, error: Error): void;
  restore(): void;
}

let memberHash: Promise<string> | undefined;
/** The window of the seed's one failed-login count of the fixture's address. */
const RATE_WINDOW_SECONDS = LIMIT_RULES.loginIp.windowSeconds;
const HARNESS_HASH_LOG_N = 14;
/** passwords.ts's cost of new hashes everywhere but the test portal and this harness. */
const DEPLOYED_HASH_LOG_N = 17;

export function installIamHarness(): Harness {
  process.env.AWS_REGION ??= 'us-east-1';
  // Scrypt at 2^14 as the live tests' portal hashes (eight times cheaper than 2^17): the fixture's
  // hash and every password a handler sets here. tests/unit/password-cost.test.ts keeps the real cost.
  setNewHashLogN(HARNESS_HASH_LOG_N);
  const secretBefore = process.env[ORIGIN_VERIFY_SECRET_ENV];
  // Deployed functions always have it: the chain checks the origin header (and reads the secret).
  process.env[ORIGIN_VERIFY_SECRET_ENV] = FIXTURE.originSecretArn;
  const partnerSecretBefore = process.env[PARTNER_TOKEN_SECRET_ENV];
  process.env[PARTNER_TOKEN_SECRET_ENV] = FIXTURE.partnerSecretArn;

  const tables = new FakeTables();
  let seeded: { second: number; tables: TablesSnapshot } | undefined;
  const refusals: Refusal[] = [];
  const calls: CallRecord[] = [];
  const mails: Harness['mails'] = [];
  const mailHtml: string[] = [];
  let permissions: readonly Permission[] = [];
  const injected = new Map<string, Error[]>();
  const missingMedia = new Set<string>();

  /**
   * Asks the role about every request of one call, as IAM would (infra/lib/access-requests.ts
   * derives them, as it does for the local portal's guard); records and refuses what it denies.
   */
  const authorize = (command: string, input: object) => {
    const requests = accessRequestsFor(command, input as Record<string, unknown>);
    if (!requests) {
      refusals.push({ action: `${command}: no access rule in infra/lib/access-requests.ts`, target: 'unknown' });
      throw new Error(`${command} has no access rule in infra/lib/access-requests.ts; add one there`);
    }
    for (const request of requests) {
      const allowed = Boolean(allowingPermission(permissions, request));
      calls.push({ action: request.action, target: describeTarget(request.target), allowed });
      if (!allowed) {
        refusals.push({
          action: request.action,
          target: describeTarget(request.target),
          leadingKeys: request.leadingKeys,
        });
        throw accessDeniedError(request);
      }
    }
  };
  /** Emulates a command once the role allows it. */
  const allowed =
    <I extends object>(command: string, emulate: (input: I) => unknown) =>
    (input: I) => {
      authorize(command, input);
      const failure = injected.get(command)?.shift();
      if (failure) throw failure;
      return emulate(input);
    };
  // Every table name reaching the emulation passed authorize(), so it is a known one.
  const idOf = (name: unknown) => tableIdOf(name)!;

  const conditionFailed = () =>
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

  type Expr = { ConditionExpression?: string; ExpressionAttributeNames?: Names; ExpressionAttributeValues?: Values };
  const getItem = (input: { TableName?: string; Key?: Item }) => ({
    Item: tables.get(idOf(input.TableName), input.Key!),
  });

  const putItem = (input: { TableName?: string; Item?: Item } & Expr) => {
    const id = idOf(input.TableName);
    const old = tables.get(id, input.Item!);
    if (
      !conditionHolds(old, input.ConditionExpression, input.ExpressionAttributeNames, input.ExpressionAttributeValues)
    )
      throw conditionFailed();
    tables.put(id, input.Item!);
    return {};
  };

  const updateItem = (
    input: { TableName?: string; Key?: Item; UpdateExpression?: string; ReturnValues?: string } & Expr,
  ) => {
    const id = idOf(input.TableName);
    const old = tables.get(id, input.Key!);
    if (
      !conditionHolds(old, input.ConditionExpression, input.ExpressionAttributeNames, input.ExpressionAttributeValues)
    )
      throw conditionFailed();
    const item = { ...(old ?? {}), ...input.Key };
    applyUpdate(item, input.UpdateExpression ?? '', input.ExpressionAttributeNames, input.ExpressionAttributeValues);
    tables.put(id, item);
    return {
      Attributes:
        input.ReturnValues === 'ALL_OLD' ? old : input.ReturnValues && input.ReturnValues !== 'NONE' ? item : undefined,
    };
  };

  const deleteItem = (input: { TableName?: string; Key?: Item; ReturnValues?: string } & Expr) => {
    const id = idOf(input.TableName);
    const old = tables.get(id, input.Key!);
    if (
      !conditionHolds(old, input.ConditionExpression, input.ExpressionAttributeNames, input.ExpressionAttributeValues)
    )
      throw conditionFailed();
    tables.delete(id, input.Key!);
    return { Attributes: input.ReturnValues === 'ALL_OLD' ? old : undefined };
  };

  const query = (
    input: {
      TableName?: string;
      IndexName?: string;
      KeyConditionExpression?: string;
      ScanIndexForward?: boolean;
      Limit?: number;
      ExclusiveStartKey?: Item;
    } & Expr,
  ) => {
    const id = idOf(input.TableName);
    const spec = specOf(id);
    const index = input.IndexName ? spec.indexes.find((i) => i.name === input.IndexName) : undefined;
    const pkName = index?.partitionKey ?? spec.partitionKey;
    const skName = index?.sortKey ?? spec.sortKey;
    const cond = keyCondition(
      input.KeyConditionExpression ?? '',
      input.ExpressionAttributeNames,
      input.ExpressionAttributeValues,
      pkName,
      skName,
    );
    let items = tables
      .matching(id, (i) => i[pkName] === cond.pk && cond.matches(i[skName]))
      // DynamoDB orders string sort keys by their bytes, not by locale ('0' before '@', 'Z' before 'a').
      .sort((a, b) => byBytes(String(a[skName]), String(b[skName])));
    if (input.ScanIndexForward === false) items.reverse();
    // Paging as DynamoDB does: resume after the start key; a page cut by Limit names its last key.
    const start = input.ExclusiveStartKey;
    if (start)
      items = items.slice(
        items.findIndex(
          (i) => i[spec.partitionKey] === start[spec.partitionKey] && i[spec.sortKey] === start[spec.sortKey],
        ) + 1,
      );
    let last: Item | undefined;
    if (input.Limit && items.length > input.Limit) {
      items = items.slice(0, input.Limit);
      const at = items.at(-1)!;
      last = Object.fromEntries([spec.partitionKey, spec.sortKey, pkName, skName].map((k) => [k, at[k]]));
    }
    return { Items: items, Count: items.length, ...(last ? { LastEvaluatedKey: last } : {}) };
  };

  type TransactItem = {
    Put?: Parameters<typeof putItem>[0];
    Update?: Parameters<typeof updateItem>[0];
    Delete?: Parameters<typeof deleteItem>[0];
    ConditionCheck?: Parameters<typeof deleteItem>[0];
  };
  const transactWrite = (input: { TransactItems?: TransactItem[] }) => {
    const items = input.TransactItems ?? [];
    const reasons: CancellationReason[] = items.map((t) => {
      const body = (t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck)!;
      const old = tables.get(idOf(body.TableName), (t.Put ? t.Put.Item : (body as { Key: Item }).Key)!);
      const ok = conditionHolds(
        old,
        body.ConditionExpression,
        body.ExpressionAttributeNames,
        body.ExpressionAttributeValues,
      );
      return { Code: ok ? 'None' : 'ConditionalCheckFailed' };
    });
    if (reasons.some((r) => r.Code !== 'None')) {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: reasons,
      });
    }
    for (const t of items) {
      if (t.Put) putItem(t.Put);
      else if (t.Update) updateItem(t.Update);
      else if (t.Delete) deleteItem(t.Delete);
    }
    return {};
  };

  const batchWrite = (input: {
    RequestItems?: Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>;
  }) => {
    for (const [name, requests] of Object.entries(input.RequestItems ?? {})) {
      const id = idOf(name);
      for (const r of requests) {
        if (r.PutRequest) tables.put(id, r.PutRequest.Item);
        else if (r.DeleteRequest) tables.delete(id, r.DeleteRequest.Key);
      }
    }
    return { UnprocessedItems: {} };
  };

  const batchGet = (input: { RequestItems?: Record<string, { Keys: Item[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems ?? {}).map(([name, { Keys }]) => [
        name,
        Keys.map((k) => tables.get(idOf(name), k)).filter((i): i is Item => Boolean(i)),
      ]),
    ),
    UnprocessedKeys: {},
  });

  const scan = (input: { TableName?: string }) => {
    const items = tables.all(idOf(input.TableName));
    return { Items: items, Count: items.length };
  };

  const doc = mockClient(DynamoDBDocumentClient);
  const base = mockClient(DynamoDBClient);
  const s3 = mockClient(S3Client);
  const ses = mockClient(SESv2Client);
  const secrets = mockClient(SecretsManagerClient);

  const notEmulated = (client: string) => async () => {
    refusals.push({ action: `${client}: a command the harness does not emulate`, target: 'unknown' });
    throw new Error(`${client}: command not emulated by tests/support/iam-harness.ts; add it there`);
  };

  const installFakes = () => {
    // Generic refusals first: aws-sdk-client-mock lets the later, specific matchers win.
    doc.onAnyCommand().callsFake(notEmulated('DynamoDBDocumentClient'));
    base.onAnyCommand().callsFake(notEmulated('DynamoDBClient (marshalled commands)'));
    s3.onAnyCommand().callsFake(notEmulated('S3Client'));
    ses.onAnyCommand().callsFake(notEmulated('SESv2Client'));
    secrets.onAnyCommand().callsFake(notEmulated('SecretsManagerClient'));

    doc.on(GetCommand).callsFake(allowed('GetCommand', getItem));
    doc.on(PutCommand).callsFake(allowed('PutCommand', putItem));
    doc.on(UpdateCommand).callsFake(allowed('UpdateCommand', updateItem));
    doc.on(DeleteCommand).callsFake(allowed('DeleteCommand', deleteItem));
    doc.on(QueryCommand).callsFake(allowed('QueryCommand', query));
    doc.on(ScanCommand).callsFake(allowed('ScanCommand', scan));
    doc.on(TransactWriteCommand).callsFake(allowed('TransactWriteCommand', transactWrite));
    doc.on(BatchWriteCommand).callsFake(allowed('BatchWriteCommand', batchWrite));
    doc.on(BatchGetCommand).callsFake(allowed('BatchGetCommand', batchGet));
    doc.on(TransactGetCommand).callsFake(
      allowed('TransactGetCommand', (input: { TransactItems?: { Get: { TableName: string; Key: Item } }[] }) => ({
        Responses: (input.TransactItems ?? []).map((t) => getItem(t.Get)),
      })),
    );

    /** S3's answer to a read of a removed key: 404, or 403 to a role without s3:ListBucket there. */
    const missing = (command: 'GetObjectCommand' | 'HeadObjectCommand', input: { Key?: string }) => {
      const $metadata = { httpStatusCode: 404 };
      const error =
        command === 'GetObjectCommand'
          ? new NoSuchKey({ message: 'The specified key does not exist.', $metadata })
          : new NotFound({ message: 'Not Found', $metadata });
      const refusal = missingObjectRefusal(permissions, command, input, error);
      if (!refusal) return error;
      const request = missingObjectRequest(String(input.Key));
      refusals.push({ action: request.action, target: describeTarget(request.target) });
      return refusal;
    };
    s3.on(PutObjectCommand).callsFake(
      allowed('PutObjectCommand', (input: { Key?: string }) => {
        missingMedia.delete(String(input.Key));
        return {};
      }),
    );
    s3.on(DeleteObjectCommand).callsFake(allowed('DeleteObjectCommand', () => ({})));
    s3.on(HeadObjectCommand).callsFake(
      allowed('HeadObjectCommand', (input: { Key?: string }) => {
        if (missingMedia.has(String(input.Key))) throw missing('HeadObjectCommand', input);
        return {};
      }),
    );
    // Every object but a removed one reads as the same small PDF; the body has the one stream
    // method media-repo reads.
    s3.on(GetObjectCommand).callsFake(
      allowed('GetObjectCommand', (input: { Key?: string }) => {
        if (missingMedia.has(String(input.Key))) throw missing('GetObjectCommand', input);
        return { Body: { transformToByteArray: async () => new TextEncoder().encode('%PDF-harness') } };
      }),
    );

    ses.on(SendEmailCommand).callsFake(
      allowed(
        'SendEmailCommand',
        (input: {
          Destination?: { ToAddresses?: string[] };
          Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Html?: { Data?: string } } } };
        }) => {
          mails.push({ to: input.Destination?.ToAddresses ?? [], subject: input.Content?.Simple?.Subject?.Data });
          mailHtml.push(input.Content?.Simple?.Body?.Html?.Data ?? '');
          return { MessageId: `harness-${mails.length}` };
        },
      ),
    );

    secrets.on(GetSecretValueCommand).callsFake(
      allowed('GetSecretValueCommand', (input: { SecretId?: string; VersionStage?: string }) => {
        const previous = input.VersionStage === 'AWSPREVIOUS';
        if (input.SecretId === FIXTURE.partnerSecretArn) {
          // Never rotated: no AWSPREVIOUS, as Secrets Manager answers.
          if (previous) throw Object.assign(new Error('no AWSPREVIOUS'), { name: 'ResourceNotFoundException' });
          return {
            ARN: FIXTURE.partnerSecretArn,
            SecretString: FIXTURE.partnerSecret,
            VersionId: 'p-current',
            VersionStages: ['AWSCURRENT'],
          };
        }
        return {
          ARN: FIXTURE.originSecretArn,
          SecretString: previous ? FIXTURE.originSecretPrevious : FIXTURE.originSecret,
          VersionId: previous ? 'v-previous' : 'v-current',
          VersionStages: [previous ? 'AWSPREVIOUS' : 'AWSCURRENT'],
        };
      }),
    );
  };
  installFakes();

  return {
    use(next) {
      permissions = next;
    },
    removeMedia(key) {
      missingMedia.add(key);
    },
    failNext(command, error) {
      injected.set(command, [...(injected.get(command) ?? []), error]);
    },
    async reset() {
      injected.clear();
      missingMedia.clear();
      refusals.length = 0;
      calls.length = 0;
      mails.length = 0;
      mailHtml.length = 0;
      // The seed holds times relative to its moment (a session seen two minutes ago, links live
      // for twenty minutes, this quarter hour's login window): within the same minute and window
      // a copy of the last seed is the same fixture, without seeding every test anew.
      const second = Math.floor(Date.now() / 1000);
      const window = (at: number) => Math.floor(at / RATE_WINDOW_SECONDS);
      if (
        seeded &&
        second >= seeded.second &&
        second - seeded.second < 60 &&
        window(second) === window(seeded.second)
      ) {
        tables.restore(seeded.tables);
      } else {
        tables.clear();
        await seed(tables);
        seeded = { second, tables: tables.snapshot() };
      }
    },
    actAs(role, plid = FIXTURE.plid, { secondStep = true } = {}) {
      const key = keys.session(sha256(FIXTURE.sessionToken));
      const session = tables.get('ephemeral', key)!;
      tables.put('ephemeral', { ...session, role, plid, amr: secondStep ? ['pwd', 'otp'] : ['pwd'] });
    },
    refusals,
    calls,
    tables,
    mails,
    mailHtml,
    restore() {
      for (const m of [doc, base, s3, ses, secrets]) m.restore();
      setNewHashLogN(DEPLOYED_HASH_LOG_N);
      if (secretBefore === undefined) delete process.env[ORIGIN_VERIFY_SECRET_ENV];
      else process.env[ORIGIN_VERIFY_SECRET_ENV] = secretBefore;
      if (partnerSecretBefore === undefined) delete process.env[PARTNER_TOKEN_SECRET_ENV];
      else process.env[PARTNER_TOKEN_SECRET_ENV] = partnerSecretBefore;
    },
  };
}

/** Co-op 323 as the demo network has it, one member with live links, one session due to slide. */
async function seed(tables: FakeTables): Promise<void> {
  const coop = DEMO_COOPS.find((c) => c.record.plid === FIXTURE.plid)!;
  const c = coop.record;
  const core: Item[] = [
    { ...keys.network(), defaultPlid: c.plid },
    { ...keys.coop(c.plid), ...keys.coopListing(c.plid), ...c },
    ...coop.domains.map((host) => ({ ...keys.domain(host), ...keys.domainListing(c.plid, host), plid: c.plid })),
    ...coop.serviceArea.map((zip) => ({
      ...keys.serviceArea(zip, c.plid),
      ...keys.serviceAreaListing(c.plid, zip),
      plid: c.plid,
      coopName: c.coopName,
    })),
    ...coop.groups.map((g, i) => ({ ...keys.group(c.plid, i + 1, g.groupIdentifier), ...g })),
    ...coop.slides.map((s, i) => ({ ...keys.slide(c.plid, i + 1), ...s })),
    ...NATIONAL_DEALS.map((d, i) => ({ ...keys.nationalDeal(i + 1, d.dealId), ...d })),
    ...INSURANCE_PRODUCTS.map((p, i) => ({ ...keys.insuranceProduct(i + 1, p.productIdentifier), ...p })),
  ];
  const now = Math.floor(Date.now() / 1000);
  memberHash ??= hashPassword(FIXTURE.password);
  const link = { hash: sha256(FIXTURE.linkKey2), expiresAt: now + 20 * 60 };
  const member = {
    memberId: FIXTURE.memberId,
    plid: c.plid,
    email: FIXTURE.email,
    firstName: 'Harness',
    lastName: 'Member',
    zip: FIXTURE.zip,
    dob: null,
    cellPhone: null,
    gender: null,
    optout: 0,
    signupDate: new Date((now - 86400 * 30) * 1000).toISOString(),
    lastLogin: null,
    latestzip: null,
    role: 'member',
    status: 'active',
    passwordHash: await memberHash,
    passwordChangedAt: new Date((now - 86400 * 30) * 1000).toISOString(),
    tokens: { reset: link, activation: link },
  };
  core.push(
    { ...keys.member(member.memberId), ...keys.memberListing(c.plid, member, member.memberId), ...member },
    // Already in its normalized spelling (lower case, ASCII).
    { ...keys.memberEmail(member.email as Parameters<typeof keys.memberEmail>[0]), memberId: member.memberId },
    {
      ...keys.saving(member.memberId, '2026-01-15T10:00:00.000Z', 's1'),
      datetime: '2026-01-15T10:00:00.000Z',
      businessName: 'Corner Cafe',
      value: '10% off',
      dollarvalue: 2.5,
      source: 'W',
    },
  );
  // The dashboard's counters: the member, and a redemption of the harness deal on the inbox's day.
  core.push(
    { ...keys.coopStats(c.plid), members: 1, liveOffers: 1 },
    {
      ...keys.coopDay(c.plid, FIXTURE.inboxAt.slice(0, 10)),
      day: FIXTURE.inboxAt.slice(0, 10),
      redemptions: 1,
      savingsCents: 300,
    },
    {
      ...keys.redemptionStat(c.plid, FIXTURE.inboxAt.slice(0, 10), 'harness-bp', 'harness-deal'),
      day: FIXTURE.inboxAt.slice(0, 10),
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      businessName: 'Harness Pizza',
      value: '10% off',
      redemptions: 1,
      savingsCents: 300,
    },
  );
  // The co-op's inbox: a contact message and an insurance lead, not answered yet.
  const at = FIXTURE.inboxAt;
  core.push(
    {
      ...keys.contactMessage(c.plid, at, FIXTURE.contactMessageId),
      ...keys.inboxNew(c.plid, at, FIXTURE.contactMessageId),
      kind: 'contact',
      status: 'new',
      messageId: FIXTURE.contactMessageId,
      plid: c.plid,
      memberId: null,
      fullName: 'Harness Visitor',
      email: 'visitor@example.com',
      message: 'When is the next member meeting?',
      createdAt: at,
      sentTo: null,
    },
    {
      ...keys.insuranceLead(c.plid, at, FIXTURE.leadId),
      ...keys.inboxNew(c.plid, at, FIXTURE.leadId),
      kind: 'lead',
      status: 'new',
      leadId: FIXTURE.leadId,
      plid: c.plid,
      memberId: member.memberId,
      productIdentifier: 'Life',
      productName: 'Term Life Insurance',
      firstName: 'Harness',
      lastName: 'Member',
      email: FIXTURE.email,
      phone: '(785) 555-0100',
      gender: 'Female',
      age: '44',
      zip: FIXTURE.zip,
      state: 'KS',
      howToHelp: 'Looking for NEW coverage',
      notes: 'Term life for a family of four.',
      products: [],
      createdAt: at,
      sentTo: null,
    },
  );
  // A deal report of the harness deal, open, with its reporter's open mark of the deal.
  core.push(
    {
      ...keys.dealReport(c.plid, at, FIXTURE.reportId),
      ...keys.inboxNew(c.plid, at, FIXTURE.reportId),
      ...keys.dealReportOfBusiness('harness-bp', at, FIXTURE.reportId),
      kind: 'report',
      status: 'new',
      reportId: FIXTURE.reportId,
      plid: c.plid,
      memberId: FIXTURE.reporterId,
      fullName: 'Robin Reporter',
      email: 'robin.reporter@example.com',
      reason: 'refused',
      message: 'The cashier said the offer ended.',
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      locationId: 'harness-loc',
      businessName: 'Harness Pizza',
      offerValue: '10% off',
      offerDescription: 'Any pizza',
      locationName: 'Main',
      locationAddress: `1 Main St, Lawrence, KS ${FIXTURE.zip}`,
      createdAt: at,
    },
    {
      ...keys.openDealReport(FIXTURE.reporterId, 'harness-deal'),
      reportId: FIXTURE.reportId,
      plid: c.plid,
      createdAt: at,
    },
  );
  for (const item of core) tables.put('core', item);

  const tokenHash = sha256(FIXTURE.sessionToken);
  // Last seen two minutes ago: the chain slides it (writes at most once a minute).
  tables.put('ephemeral', { ...keys.memberSession(member.memberId, tokenHash), expiresAt: now + 12 * 60 * 60 });
  tables.put('ephemeral', {
    ...keys.session(tokenHash),
    sessionId: '0d6b1b52-1111-4a4a-9c9c-000000000001',
    memberId: member.memberId,
    plid: c.plid,
    role: 'member',
    csrfHash: sha256(FIXTURE.csrfToken),
    createdAt: now - 600,
    lastSeenAt: now - 120,
    expiresAt: now - 120 + 30 * 60,
  });
  // The digest's unsubscribe link of the fixture's keys (one item per mail).
  tables.put('ephemeral', {
    ...keys.token(sha256(FIXTURE.linkKey2)),
    purpose: 'unsubscribe',
    memberId: member.memberId,
    expiresAt: now + 86400 * 30,
  });
  // A pending newsletter subscription with its live confirmation link.
  const reader = FIXTURE.newsletterEmail as Parameters<typeof keys.newsletterSubscription>[1];
  tables.put('core', {
    ...keys.newsletterSubscription(c.plid, reader),
    plid: c.plid,
    email: reader,
    status: 'pending',
    createdAt: new Date(now * 1000).toISOString(),
    requestedAt: new Date(now * 1000).toISOString(),
  });
  tables.put('ephemeral', {
    ...keys.token(sha256(FIXTURE.newsletterKey2)),
    purpose: 'newsletter',
    plid: c.plid,
    email: reader,
    expiresAt: now + 3600,
  });
  const window = Math.floor(now / RATE_WINDOW_SECONDS) * RATE_WINDOW_SECONDS;
  tables.put('ephemeral', {
    ...keys.rate('login-ip', FIXTURE.sourceIp, window),
    count: 1,
    expiresAt: window + RATE_WINDOW_SECONDS,
  });

  // Local deals: the fixture ZIP's centroid (and one in Nashville, which co-op 323 does not serve),
  // one category and one listing beside it, with its cell summary.
  for (const z of [
    { zip: FIXTURE.zip, lat: 38.95, lon: -95.26, city: 'Lawrence', state: 'KS' },
    { zip: FIXTURE.outsideZip, lat: 36.16, lon: -86.78, city: 'Nashville', state: 'TN' },
  ]) {
    tables.put('geo', { ...keys.zipCentroid(z.zip), ...keys.zipCentroidCell(geohashEncode(z.lat, z.lon, 9)), ...z });
  }
  tables.put('core', { ...keys.category('Dining'), category: 'Dining', subcategories: [{ subcategory: 'Pizza' }] });
  const listing: Listing = {
    dealId: 'harness-deal',
    locationId: 'harness-loc',
    bpId: 'harness-bp',
    lat: 38.96,
    lon: -95.25,
    businessName: 'Harness Pizza',
    value: '10% off',
    description: 'Any pizza',
    dollarValue: 3,
    logo: 'logos/x.svg',
    address: '1 Main St',
    city: 'Lawrence',
    state: 'KS',
    zipcode: FIXTURE.zip,
    hideAddress: 0,
    categories: [{ category: 'Dining', subcategories: ['Pizza'] }],
    endsAt: (now + 86400 * 30) * 1000,
  };
  const gh = listingGeohash(listing);
  tables.put('geo', {
    ...keys.dealListing(gh, listing.dealId, listing.locationId),
    ...keys.dealLocations(listing.dealId, listing.locationId),
    ...listing,
  });
  tables.put('geo', { ...keys.dealCell(gh.slice(0, SUMMARY_CELL_PRECISION)), r: new Set([cellRecord(listing)]) });
  // The member's favorite of that deal, with its offline redemption ticket.
  const { categories: _categories, ...snapshot } = listing;
  tables.put('core', {
    ...keys.favorite(member.memberId, listing.dealId, listing.locationId),
    dealId: listing.dealId,
    locationId: listing.locationId,
    listingPk: keys.dealListing(gh, listing.dealId, listing.locationId).pk,
    listingSk: keys.dealListing(gh, listing.dealId, listing.locationId).sk,
    snapshot,
    addedAt: '2026-01-20T10:00:00.000Z',
    ticket: FIXTURE.offlineTicket,
  });
  tables.put('core', {
    ...keys.agreement('harness-bp', 1),
    bpId: 'harness-bp',
    version: 1,
    documentSha256: 'a'.repeat(64),
    pdfSha256: 'b'.repeat(64),
    pdfKey: `${PRIVATE_MEDIA.agreements}harness-bp/1.pdf`,
    agreementVersion: '2026-01',
    consentText: 'I agree to sign electronically.',
    signer: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
    signedAt: '2026-01-10T15:00:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Chrome',
    linkTokenId: 'c'.repeat(16),
  });
  // Signed and active like the demo seed's businesses: never sent from the wizard, so no submission time or owner.
  tables.put('core', {
    ...keys.partner('harness-bp'),
    ...keys.partnerListing(c.plid, 1, 'harness-bp'),
    offerCount: 1,
    locationCount: 1,
    address: '1 Main St',
    city: 'Lawrence',
    state: 'KS',
    zip: FIXTURE.zip,
    signedAt: '2026-01-10T15:00:00.000Z',
    bpId: 'harness-bp',
    plid: c.plid,
    businessName: 'Harness Pizza',
    businessDescription: 'Pizza',
    website: 'harness.example',
    email: null,
    phone: null,
    logo: 'logos/x.svg',
    image1: null,
    image2: null,
    status: 1,
  });
  tables.put('core', {
    ...keys.partnerLocation('harness-bp', 'harness-loc'),
    locationId: 'harness-loc',
    locationName: 'Main',
    address: '1 Main St',
    city: 'Lawrence',
    state: 'KS',
    zip: FIXTURE.zip,
    phone: null,
    hideAddress: 0,
    status: 1,
  });
  tables.put('core', {
    ...keys.partnerOffer('harness-bp', 'harness-deal'),
    ...keys.offerById('harness-deal'),
    dealId: 'harness-deal',
    bpId: 'harness-bp',
    value: '10% off',
    dollarValue: 3,
    description: 'Any pizza',
    stubCopy: '',
    frequency: 2,
    timeLapse: 7,
    expirationDate: '2099-12-31',
    isPrinted: 1,
    isMobile: 1,
    status: 1,
    locationIds: ['harness-loc'],
  });
}

export interface CallOptions {
  /** Send the fixture's session cookie and CSRF header. */
  session?: boolean;
  /** A multipart upload instead of the JSON body (tests/support/images.ts uploadBody). */
  upload?: { body: Buffer; contentType: string; filename: string };
  /** Send a string body as its bytes, not JSON-encoded: bodies that are no JSON at all. */
  raw?: boolean;
  /** More cookies to send (`name=value`), such as a device cookie a login set. */
  cookies?: string[];
}

/** An API Gateway v2 event as CloudFront and the HTTP API deliver a same-origin browser call. */
export function routeEvent(routePath: string, body: unknown, options: CallOptions = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: `https://${FIXTURE.host}`,
    'sec-fetch-site': 'same-origin',
    host: FIXTURE.host,
    'x-forwarded-host': FIXTURE.host,
    'x-viewer-ip': FIXTURE.sourceIp,
    'user-agent': 'iam-harness',
    [ORIGIN_VERIFY_HEADER]: FIXTURE.originSecret,
  };
  if (options.session) headers[CSRF_HEADER] = FIXTURE.csrfToken;
  if (options.upload)
    Object.assign(headers, { 'content-type': options.upload.contentType, filename: options.upload.filename });
  return {
    version: '2.0',
    routeKey: `POST /api/${routePath}`,
    rawPath: `/api/${routePath}`,
    rawQueryString: '',
    headers,
    cookies:
      options.session || options.cookies
        ? [
            ...(options.session
              ? [`${SESSION_COOKIE}=${FIXTURE.sessionToken}`, `${CSRF_COOKIE}=${FIXTURE.csrfToken}`]
              : []),
            ...(options.cookies ?? []),
          ]
        : undefined,
    requestContext: {
      http: {
        method: 'POST',
        path: `/api/${routePath}`,
        protocol: 'HTTP/1.1',
        sourceIp: FIXTURE.sourceIp,
        userAgent: 'iam-harness',
      },
      requestId: `harness-${routePath}`,
    } as APIGatewayProxyEventV2['requestContext'],
    ...(options.upload
      ? { body: options.upload.body.toString('base64'), isBase64Encoded: true }
      : { body: options.raw && typeof body === 'string' ? body : JSON.stringify(body), isBase64Encoded: false }),
  };
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The route's handler module, imported as Lambda would load it (its exported `handler`). */
export async function loadHandler(routePath: string): Promise<Handler> {
  const mod = (await import(pathToFileURL(path.join(PROJECT_ROOT, handlerFile(routePath))).href)) as {
    handler: Handler;
  };
  return mod.handler;
}

const context = {
  getRemainingTimeInMillis: () => 10_000,
  functionName: 'harness',
  awsRequestId: 'harness',
} as unknown as Context;

/** Calls a route's handler; `errors` holds the error log lines it wrote (why a 500 happened). */
/**
 * outside/recoverpassword answers no sooner than its floor (RECOVER_ANSWER, 2.5 s for every
 * address, against timing probes; tests/unit/accounts-security.test.ts checks it on a fake clock):
 * here that wait runs on fake timers, the rest of the call on real ones.
 */
async function skippingRecoverFloor<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let done = false;
    const result = call().finally(() => (done = true));
    result.catch(() => undefined);
    while (!done) await vi.advanceTimersByTimeAsync(RECOVER_ANSWER.stepMs);
    return await result;
  } finally {
    vi.useRealTimers();
  }
}

export async function callRoute(routePath: string, body: unknown, options: CallOptions = {}) {
  const handler = await loadHandler(routePath);
  const errors: string[] = [];
  const logs: string[] = [];
  const level = process.env.LOG_LEVEL;
  // Logs on, but kept: error lines (the logger writes them to stderr) go into `errors`, and every
  // line, info (stdout) and error, into `logs`.
  process.env.LOG_LEVEL = 'info';
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    const lines = String(chunk).split('\n').filter(Boolean);
    errors.push(...lines);
    logs.push(...lines);
    return true;
  });
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    logs.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  let res: APIGatewayProxyStructuredResultV2;
  try {
    const call = () => handler(routeEvent(routePath, body, options), context);
    res = routePath === 'outside/recoverpassword' ? await skippingRecoverFloor(call) : await call();
  } finally {
    stderr.mockRestore();
    stdout.mockRestore();
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body ?? 'null');
  } catch {
    parsed = res.body;
  }
  return {
    status: res.statusCode ?? 200,
    body: parsed as { success?: boolean; message?: string } & Record<string, unknown>,
    headers: res.headers ?? {},
    cookies: res.cookies ?? [],
    errors,
    logs,
  };
}
