import { keys } from '../../functions/db/keys.js';
import type { TableSpec } from '../../functions/db/tables.js';
import type { DataNeeds, Grant } from '../../shared/routes.js';

// What a route's Lambda may do, as plain data. Two sources: the middy chain every route runs
// (session lookup and its sliding expiry, the origin-verify secret), and the route's own code
// (its `data` needs in shared/routes.ts). infra/lib/grants.ts turns these into IAM statements;
// the handler-test harness (tests/support/iam-harness.ts) turns the same list into an allow-check
// on the mocked SDK clients, so a call the role would refuse in AWS is refused in tests too.

export type TableId = TableSpec['id'];

export type PermissionTarget =
  /** A table; with `indexes`, also each of its named indexes (never index/*). */
  | { kind: 'table'; table: TableId; indexes: boolean }
  /** Objects of the media bucket. */
  | { kind: 'media-objects' }
  /** The stage's SES identity and configuration set. */
  | { kind: 'mail' }
  /** The secret CloudFront sends as the origin-verify header. */
  | { kind: 'origin-verify-secret' }
  /** The secret b2c/getid's partner tokens are signed from. */
  | { kind: 'partner-token-secret' };

export interface Permission {
  /** chain: needed by the middy chain on every route; route: by the route's own code. */
  source: 'chain' | 'route';
  /** Why it is granted, for reviews and failure messages. */
  reason: string;
  actions: readonly string[];
  target: PermissionTarget;
  /**
   * Only items whose partition key matches one of these patterns (`*` matches anything):
   * IAM `ForAllValues:StringLike` on `dynamodb:LeadingKeys`.
   */
  leadingKeys?: readonly string[];
}

export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
] as const;
export const TABLE_WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;
export const BUCKET_READ_ACTIONS = ['s3:GetObject'] as const;
export const BUCKET_WRITE_ACTIONS = ['s3:DeleteObject', 's3:PutObject'] as const;
export const SEND_MAIL_ACTIONS = ['ses:SendEmail'] as const;

/** Session items' partition keys (`SESSION#<sha256>`), from the one place keys are written. */
export const SESSION_KEY_PATTERN = `${keys.session('').pk}*`;

/**
 * What the chain (functions/lib/api-handler.ts) does on every request, whatever the route:
 * reads the session behind the cookie and, once a minute, slides its idle expiry; reads the
 * origin-verify secret to check the header CloudFront adds. Session keys only.
 */
export function chainPermissions(): Permission[] {
  return [
    {
      source: 'chain',
      reason: 'session lookup and sliding expiry on every request with a session cookie',
      actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      target: { kind: 'table', table: 'ephemeral', indexes: false },
      leadingKeys: [SESSION_KEY_PATTERN],
    },
    {
      source: 'chain',
      reason: 'origin-verify header check (only calls through CloudFront are served)',
      actions: ['secretsmanager:GetSecretValue'],
      target: { kind: 'origin-verify-secret' },
    },
  ];
}

const tableActions = (grant: Grant) => (grant === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : [...TABLE_READ_ACTIONS]);
const TABLE_IDS: TableId[] = ['core', 'ephemeral', 'geo'];

/** What the route's own code needs, from its data needs in the route table. */
export function routePermissions(data: DataNeeds): Permission[] {
  const out: Permission[] = [];
  for (const table of TABLE_IDS) {
    const grant = data[table];
    if (grant) out.push({ source: 'route', reason: `${table}: ${grant}`, actions: tableActions(grant), target: { kind: 'table', table, indexes: true } });
  }
  if (data.media) {
    const actions = data.media === 'write' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : [...BUCKET_READ_ACTIONS];
    out.push({ source: 'route', reason: `media: ${data.media}`, actions, target: { kind: 'media-objects' } });
  }
  if (data.mail) out.push({ source: 'route', reason: 'mail', actions: [...SEND_MAIL_ACTIONS], target: { kind: 'mail' } });
  if (data.partnerKey) out.push({ source: 'route', reason: 'partner token signing key', actions: ['secretsmanager:GetSecretValue'], target: { kind: 'partner-token-secret' } });
  return out;
}

/**
 * Everything a route-table entry's function gets. Depends on `data` only, so routes with the same
 * data needs can share one role (infra/lib/access-profile.ts).
 */
export function permissionsFor(route: { data: DataNeeds }): Permission[] {
  return [...chainPermissions(), ...routePermissions(route.data)];
}

/** IAM's StringLike: `*` any run of characters, `?` one character. */
export function likeMatches(pattern: string, value: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's');
  return re.test(value);
}

/** One call as IAM would authorize it. */
export interface AccessRequest {
  action: string;
  target:
    | { kind: 'table'; table: TableId; index?: string }
    | { kind: 'media-objects' }
    | { kind: 'mail' }
    | { kind: 'origin-verify-secret' }
    | { kind: 'partner-token-secret' }
    /** A resource no permission names (another table, bucket or secret): always refused. */
    | { kind: 'unknown'; what: string };
  /** Partition key values the call touches (dynamodb:LeadingKeys), for DynamoDB item and query calls. */
  leadingKeys?: readonly string[];
}

/** The permission that allows a request, or undefined when the role would refuse it. */
export function allowingPermission(permissions: readonly Permission[], request: AccessRequest): Permission | undefined {
  return permissions.find((p) => {
    if (!p.actions.includes(request.action)) return false;
    const t = request.target;
    if (p.target.kind !== t.kind) return false;
    if (p.target.kind === 'table' && t.kind === 'table') {
      if (p.target.table !== t.table) return false;
      if (t.index && !p.target.indexes) return false;
    }
    if (p.leadingKeys) {
      // Stricter than IAM on a request without leading keys (IAM's ForAllValues would pass it);
      // only Scan lacks them, and no code path scans.
      const values = request.leadingKeys;
      if (!values?.length) return false;
      return values.every((v) => p.leadingKeys!.some((pattern) => likeMatches(pattern, v)));
    }
    return true;
  });
}
