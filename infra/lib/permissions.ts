import { keys } from '#functions/db/keys.js';
import type { TableSpec } from '#functions/db/tables.js';
import { MEDIA, PRIVATE_MEDIA } from '#shared/constants.js';
import type { CoreItems, DataNeeds, EphemeralItems, GeoItems, MediaArea } from '#shared/routes.js';

// What a route's Lambda may do, as plain data. Two sources: the middy chain every route runs
// (session lookup and its sliding expiry, the origin-verify secret), and the route's own code
// (its `data` needs in shared/routes.ts). infra/lib/grants.ts turns these into IAM statements;
// the handler-test harness (tests/support/iam-harness.ts) turns the same list into an allow-check
// on the mocked SDK clients, so a call the role would refuse in AWS is refused in tests too.

export type TableId = TableSpec['id'];

export type PermissionTarget =
  /** A table; with `indexes`, also each of its named indexes (never index/*). */
  | { kind: 'table'; table: TableId; indexes: boolean }
  /** Objects of the media bucket under these key prefixes (folders). */
  | { kind: 'media-objects'; prefixes: readonly string[] }
  /**
   * Listing the media bucket, only under these key prefixes (IAM `s3:prefix`). No route lists;
   * S3 needs it to answer a read of a missing key with 404 NoSuchKey rather than 403 AccessDenied.
   */
  | { kind: 'media-list'; prefixes: readonly string[] }
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
   * IAM `ForAllValues:StringLike` on `dynamodb:LeadingKeys`. On a deny: any item whose partition
   * key matches one (`ForAnyValue:StringLike`).
   */
  leadingKeys?: readonly string[];
  /** A deny: refuses the actions whatever else allows them (the audit trail's append-only rule). */
  effect?: 'deny';
}

/**
 * No Scan: a request route reads by key or Query, and a Scan names no partition key, so neither a
 * LeadingKeys condition nor a review can bound what it reads. Only offline scripts and benches
 * (tests/bench/bench-scan-repo.ts) scan, with their own credentials.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
] as const;
export const BUCKET_READ_ACTIONS = ['s3:GetObject'] as const;
export const BUCKET_WRITE_ACTIONS = ['s3:DeleteObject', 's3:PutObject'] as const;
export const BUCKET_LIST_ACTIONS = ['s3:ListBucket'] as const;
export const SEND_MAIL_ACTIONS = ['ses:SendEmail'] as const;

/** Audit items' partition keys (`AUDIT#<plid>`, pattern 32): no write family's pattern reaches them. */
export const AUDIT_KEY_PATTERN = `${keys.auditPk(0).slice(0, -1)}*`;

/** Session items' partition keys (`SESSION#<sha256>`), from the one place keys are written. */
export const SESSION_KEY_PATTERN = `${keys.session('').pk}*`;

// Key patterns of the item families a route may write (IAM StringLike: `*` is any run of
// characters), built by the key builders of functions/db/keys.ts with the wildcard as the id.
const ANY = '*';
/** A plid no co-op has, replaced by the wildcard (the builders take a number). */
const SOME_PLID = 987_654_321;
const anyPlid = (pk: string) => pk.replace(String(SOME_PLID), ANY);

export const ITEM_PATTERNS: {
  core: Record<CoreItems, string>;
  ephemeral: Record<EphemeralItems, string>;
  geo: Record<GeoItems, string>;
} = {
  core: {
    coops: anyPlid(keys.coop(SOME_PLID).pk),
    coopContact: anyPlid(keys.contactMessagesPk(SOME_PLID)),
    coopLeads: anyPlid(keys.insuranceLeadsPk(SOME_PLID)),
    coopNewsletter: anyPlid(keys.newsletterPk(SOME_PLID)),
    coopReports: anyPlid(keys.dealReportsPk(SOME_PLID)),
    openReports: keys.openDealReport(ANY, ANY).pk,
    domains: keys.domain(ANY).pk,
    serviceAreas: keys.serviceAreaPk(ANY),
    members: keys.member(ANY).pk,
    // The wildcard stands where a normalized address goes.
    emails: keys.memberEmail(ANY as Parameters<typeof keys.memberEmail>[0]).pk,
    partners: keys.partner(ANY).pk,
    partnerNumbers: keys.partnerDaysPk(ANY),
    recordIds: keys.recordIdClaim(ANY as 'OFFER', ANY).pk,
    serviceAreaGuards: keys.serviceAreaGuard(ANY).pk,
    suppressions: keys.mailSuppression(ANY as Parameters<typeof keys.mailSuppression>[0]).pk,
    passkeys: keys.passkeysPk(ANY),
  },
  ephemeral: {
    sessions: SESSION_KEY_PATTERN,
    memberSessions: keys.memberSession(ANY, '').pk,
    tokens: keys.token(ANY).pk,
    rates: keys.rate(ANY, ANY, 0).pk,
    devices: keys.device(ANY).pk,
    digests: anyPlid(keys.digestDone(SOME_PLID, ANY).pk),
    // Every partner mail mark of every co-op: the families' partitions share their first part.
    partnerMail: `${keys.offerRemindersDone(SOME_PLID, ANY).pk.split('#')[0]}#${ANY}`,
    passkeyChallenges: keys.passkeyChallenge(ANY).pk,
  },
  geo: {
    dealListings: keys.dealListingsPk(ANY),
    dealCells: keys.dealCellsPk(ANY),
  },
};

/** Each media folder's key prefix: MEDIA's public folders, PRIVATE_MEDIA's never-served ones. */
export const MEDIA_AREA_PREFIXES: Record<MediaArea, string> = { ...MEDIA, ...PRIVATE_MEDIA };

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

const TABLE_IDS: TableId[] = ['core', 'ephemeral', 'geo'];

/**
 * What the route's own code needs, from its data needs in the route table: reads of the table and
 * its indexes; writes of the base table, only to the item families the route names (IAM
 * dynamodb:LeadingKeys); media only in the route's folders.
 */
export function routePermissions(data: DataNeeds): Permission[] {
  const out: Permission[] = [];
  for (const table of TABLE_IDS) {
    const grant = data[table];
    if (!grant) continue;
    const families: readonly string[] = data.writes?.[table] ?? [];
    if (grant === 'read' && families.length)
      throw new Error(`writes.${table} names item families, but ${table} is only read`);
    out.push({
      source: 'route',
      reason: `${table}: read`,
      actions: [...TABLE_READ_ACTIONS],
      target: { kind: 'table', table, indexes: true },
    });
    if (grant !== 'write') continue;
    // A write grant without families would be the whole table: the model refuses to state one.
    if (!families.length) throw new Error(`${table}: write needs writes.${table}, the item families it writes`);
    const patterns = ITEM_PATTERNS[table] as Record<string, string>;
    out.push({
      source: 'route',
      reason: `${table}: write ${families.join(', ')}`,
      actions: [...TABLE_WRITE_ACTIONS],
      target: { kind: 'table', table, indexes: false },
      leadingKeys: families.map((f) => patterns[f]!),
    });
  }
  if (data.media) {
    if (!data.mediaAreas?.length) throw new Error('media needs mediaAreas, the folders it reads or writes');
    const actions =
      data.media === 'write' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : [...BUCKET_READ_ACTIONS];
    const prefixes = data.mediaAreas.map((area) => MEDIA_AREA_PREFIXES[area]);
    out.push({
      source: 'route',
      reason: `media: ${data.media} ${data.mediaAreas.join(', ')}`,
      actions,
      target: { kind: 'media-objects', prefixes },
    });
    // Every media grant reads (write includes GetObject), and without ListBucket S3 answers a
    // read of a missing key 403 AccessDenied: a missing agreement PDF would be a 500, not a 404.
    out.push({
      source: 'route',
      reason: `media: tell a missing object (404) in ${data.mediaAreas.join(', ')}`,
      actions: [...BUCKET_LIST_ACTIONS],
      target: { kind: 'media-list', prefixes },
    });
  } else if (data.mediaAreas?.length) {
    throw new Error('mediaAreas without a media grant');
  }
  if (data.mail) out.push(...mailPermissions());
  out.push(...auditPermissions(data));
  if (data.partnerKey)
    out.push({
      source: 'route',
      reason: 'partner token signing key',
      actions: ['secretsmanager:GetSecretValue'],
      target: { kind: 'partner-token-secret' },
    });
  return out;
}

/**
 * The audit trail is append-only (ADR 0089): a staff write route may put an item (always with
 * attribute_not_exists, functions/db/audit-scope.ts) and nothing else; only the Activity route may
 * read it; no role may update or delete it. Denies, so no other grant (a core read, a write
 * family's pattern) can reach these keys.
 */
export function auditPermissions(data: DataNeeds): Permission[] {
  const table = { kind: 'table', table: 'core', indexes: true } as const;
  const readActions = TABLE_READ_ACTIONS.filter((a) => a !== 'dynamodb:DescribeTable');
  const denied = [
    ...TABLE_WRITE_ACTIONS.filter((a) => data.audit !== 'put' || a !== 'dynamodb:PutItem'),
    ...readActions.filter((a) => data.audit !== 'query' || a !== 'dynamodb:Query'),
  ];
  return [
    ...(data.audit === 'put'
      ? [
          {
            source: 'route',
            reason: 'audit: put one item per staff action (append-only)',
            actions: ['dynamodb:PutItem'],
            target: { ...table, indexes: false },
            leadingKeys: [AUDIT_KEY_PATTERN],
          } satisfies Permission,
        ]
      : []),
    ...(data.audit === 'query'
      ? [
          {
            source: 'route',
            reason: "audit: query the co-op's activity",
            actions: ['dynamodb:Query'],
            target: table,
            leadingKeys: [AUDIT_KEY_PATTERN],
          } satisfies Permission,
        ]
      : []),
    {
      source: 'route',
      reason: `audit: never ${data.audit === 'query' ? 'changed, only queried' : data.audit === 'put' ? 'changed or read' : 'read or written'}`,
      actions: denied,
      target: table,
      leadingKeys: [AUDIT_KEY_PATTERN],
      effect: 'deny',
    },
  ];
}

/**
 * Sending mail: SES's SendEmail, and the read of the suppression list functions/db/mailer.ts makes
 * before every send (only those items, whatever else the route reads).
 */
function mailPermissions(): Permission[] {
  return [
    { source: 'route', reason: 'mail', actions: [...SEND_MAIL_ACTIONS], target: { kind: 'mail' } },
    {
      source: 'route',
      reason: 'mail: suppression list check before each send',
      actions: ['dynamodb:GetItem'],
      target: { kind: 'table', table: 'core', indexes: false },
      leadingKeys: [ITEM_PATTERNS.core.suppressions],
    },
  ];
}

/**
 * The SES feedback function (functions/events/ses-feedback.ts), not a route: it gets no chain and
 * no session, only the writes of suppression items.
 */
export function feedbackPermissions(): Permission[] {
  return [
    {
      source: 'route',
      reason: 'core: write suppressions (bounce and complaint events)',
      actions: ['dynamodb:PutItem'],
      target: { kind: 'table', table: 'core', indexes: false },
      leadingKeys: [ITEM_PATTERNS.core.suppressions],
    },
  ];
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
  const re = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's',
  );
  return re.test(value);
}

/** One call as IAM would authorize it. */
export interface AccessRequest {
  action: string;
  target:
    | { kind: 'table'; table: TableId; index?: string }
    /** One object of the media bucket, by its key. */
    | { kind: 'media-objects'; key: string }
    /** A listing of the media bucket under `prefix` (IAM's s3:prefix). */
    | { kind: 'media-list'; prefix: string }
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
  if (permissions.some((p) => p.effect === 'deny' && denies(p, request))) return undefined;
  return permissions.find((p) => {
    if (p.effect === 'deny') return false;
    if (!p.actions.includes(request.action)) return false;
    const t = request.target;
    if (p.target.kind !== t.kind) return false;
    if (p.target.kind === 'table' && t.kind === 'table') {
      if (p.target.table !== t.table) return false;
      if (t.index && !p.target.indexes) return false;
    }
    if (p.target.kind === 'media-objects' && t.kind === 'media-objects') {
      if (!p.target.prefixes.some((prefix) => mediaKeyWithin(prefix, t.key))) return false;
    }
    if (p.target.kind === 'media-list' && t.kind === 'media-list') {
      if (!p.target.prefixes.some((prefix) => mediaKeyWithin(prefix, t.prefix))) return false;
    }
    if (p.leadingKeys) {
      // Stricter than IAM on a request without leading keys (IAM's ForAllValues would pass it);
      // only Scan lacks them, and no role is granted Scan.
      const values = request.leadingKeys;
      if (!values?.length) return false;
      return values.every((v) => p.leadingKeys!.some((pattern) => likeMatches(pattern, v)));
    }
    return true;
  });
}

/** A deny matches: the action, the table (an index of it when the deny names indexes), any key of its patterns. */
function denies(p: Permission, request: AccessRequest): boolean {
  if (!p.actions.includes(request.action)) return false;
  const t = request.target;
  if (p.target.kind !== 'table' || t.kind !== 'table' || p.target.table !== t.table) return false;
  if (t.index && !p.target.indexes) return false;
  if (!p.leadingKeys) return true;
  return (request.leadingKeys ?? []).some((v) => p.leadingKeys!.some((pattern) => likeMatches(pattern, v)));
}

/**
 * What S3 asks before it tells a reader that `key` does not exist: whether the caller may list the
 * bucket under that key (s3:ListBucket, s3:prefix = the key). Allowed, a missing key is 404
 * NoSuchKey; refused, it is 403 AccessDenied, as if the object were there and forbidden.
 */
export function missingObjectRequest(key: string): AccessRequest {
  return { action: 's3:ListBucket', target: { kind: 'media-list', prefix: key } };
}

/**
 * IAM compares the key as written (S3 keys have no dot segments), so `business/../private/x` is
 * under `business/`; refused here all the same, since the local emulator stores keys as files.
 */
export function mediaKeyWithin(prefix: string, key: string): boolean {
  return key.startsWith(prefix) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}
