import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/roles.js';
import { config } from '../config.js';
import { AUDIT_RETENTION_DAYS, type ChangeSummary } from '../model/audit.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import type { AuditRecord } from './records/audit-records.js';

// Recording the audit trail of staff actions (pattern 32, ADR 0089): one item per staff write, put once with
// attribute_not_exists and never updated or deleted (the grant model allows these keys PutItem
// alone). One mechanism for every route: the chain opens an audit scope around a staff write
// route's handler (functions/lib/api-handler.ts) with who, route, address and agent; core may say
// what changed (`noteAuditChange`, before its transaction); `transact()` adds the item to the
// first transaction the handler commits, so change and record commit together; a handler that
// committed none (single-item writes, S3 uploads) gets the item put right after it returns. A
// handler that throws leaves no item unless a transaction of it already committed (the change is
// then real, and so is its record). No zod here (the record's type only): transact() imports this,
// so every route's bundle does, and the schemas stay in the Activity route's (audit-repo.ts).

/** Who acted, from the chain: the session and the request. */
export interface AuditActor {
  memberId: string;
  role: Role;
  /** The co-op of the session: the item's co-op unless core names another (a co-op created). */
  plid: number;
  route: string;
  ip: string;
  userAgent: string;
}

/** What the action was on and what changed; core may refine the chain's defaults. */
export interface AuditChange {
  plid?: number;
  targets?: readonly string[];
  changes?: ChangeSummary;
}

interface AuditScope {
  actor: AuditActor;
  change: AuditChange;
  at: Date;
  auditId: string;
  /** pending: not written; sending: in a transaction under way; written: committed. */
  state: 'pending' | 'sending' | 'written';
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Epoch seconds after which DynamoDB's TTL removes the item. */
const expiryOf = (at: Date) => Math.floor(at.getTime() / 1000) + AUDIT_RETENTION_DAYS * 86_400;

/** The stored item of a scope: its keys on the table and both indexes, and the record. */
function itemOf(scope: AuditScope): Record<string, unknown> {
  const { actor, change, at, auditId } = scope;
  const plid = change.plid ?? actor.plid;
  const iso = at.toISOString();
  const targets = [...(change.targets ?? [])];
  const record: AuditRecord = {
    auditId,
    at: iso,
    plid,
    actorId: actor.memberId,
    actorRole: actor.role,
    route: actor.route,
    targets,
    changes: change.changes ?? {},
    ip: actor.ip,
    userAgent: actor.userAgent.slice(0, 300),
    expiresAt: expiryOf(at),
  };
  return {
    ...keys.auditEntry(plid, iso, auditId),
    ...keys.auditByActor(plid, actor.memberId, iso, auditId),
    ...(targets[0] ? keys.auditByTarget(plid, targets[0], iso, auditId) : {}),
    ...record,
  };
}

/** The one write an audit item ever gets: a Put that refuses to replace an item. */
function auditPut(scope: AuditScope) {
  return {
    TableName: config().tables.core,
    Item: itemOf(scope),
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

/**
 * Runs a staff write route's handler in an audit scope; once it returns, puts the item unless a
 * transaction of the handler carried it. A handler that throws records nothing more.
 */
export async function withAuditTrail<T>(actor: AuditActor, defaults: AuditChange, run: () => Promise<T>): Promise<T> {
  const scope: AuditScope = { actor, change: { ...defaults }, at: new Date(), auditId: randomUUID(), state: 'pending' };
  const result = await scopes.run(scope, run);
  if (scope.state !== 'written') {
    await dynamo().send(new PutCommand(auditPut(scope)));
    scope.state = 'written';
  }
  return result;
}

/**
 * Core's word on what a staff action changed (its targets, the fields before and after, the co-op
 * when not the session's); call it before the change's transaction so the item it rides in says
 * so. Outside a staff write route (seeds, members' own routes) it does nothing.
 */
export function noteAuditChange(change: AuditChange): void {
  const scope = scopes.getStore();
  if (!scope || scope.state === 'written') return;
  scope.change = {
    plid: change.plid ?? scope.change.plid,
    targets: change.targets ?? scope.change.targets,
    changes: change.changes ?? scope.change.changes,
  };
}

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_LIMIT = 100;

/**
 * For transact(): the audit item to add to a transaction of `count` items, if a staff action's
 * item is still to be written, and what to do with the outcome (written, or still pending).
 */
export function auditForTransaction(
  count: number,
): { put: ReturnType<typeof auditPut>; settle(ok: boolean): void } | undefined {
  const scope = scopes.getStore();
  if (!scope || scope.state !== 'pending' || count >= TRANSACTION_LIMIT) return undefined;
  scope.state = 'sending';
  return {
    put: auditPut(scope),
    settle: (ok) => {
      scope.state = ok ? 'written' : 'pending';
    },
  };
}
