import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { TableSpec } from '#functions/db/tables.js';
import { acknowledgeWildcardResource } from './nag.js';
import type { Permission, TableId } from './permissions.js';

// Turns the permission model (infra/lib/permissions.ts) into IAM statements on a role. Tables
// are granted on the table and each named index rather than index/*, so no wildcard resource.

export interface GrantTargets {
  tables: Record<TableId, ITable>;
  specs: Record<TableId, TableSpec>;
  mediaBucket: IBucket;
  /** ARN of the SES identity; undefined when the stage configures no mail (no grant then). */
  mailIdentityArn: string | undefined;
  mailConfigurationSetArn: string;
  /** Absent for functions outside the API (the digest job), which are never granted them. */
  originVerifySecret?: ISecret;
  partnerTokenSecret?: ISecret;
}

function required<T>(target: T | undefined, what: string): T {
  if (!target) throw new Error(`The permission names ${what}, but no ${what} was given`);
  return target;
}

export function policyStatement(permission: Permission, targets: GrantTargets): PolicyStatement | undefined {
  const t = permission.target;
  let resources: string[];
  // An allow holds every key to the patterns; a deny refuses a call naming any key of them.
  let conditions: Record<string, Record<string, string[]>> | undefined = permission.leadingKeys
    ? {
        [permission.effect === 'deny' ? 'ForAnyValue:StringLike' : 'ForAllValues:StringLike']: {
          'dynamodb:LeadingKeys': [...permission.leadingKeys],
        },
      }
    : undefined;
  switch (t.kind) {
    case 'table': {
      const arn = targets.tables[t.table].tableArn;
      resources = [
        arn,
        ...(t.indexes ? targets.specs[t.table].indexes.map((index) => `${arn}/index/${index.name}`) : []),
      ];
      break;
    }
    case 'media-objects':
      resources = t.prefixes.map((prefix) => targets.mediaBucket.arnForObjects(`${prefix}*`));
      break;
    case 'media-list':
      // ListBucket is a bucket action: the folders are its s3:prefix condition, not the resource.
      resources = [targets.mediaBucket.bucketArn];
      conditions = { StringLike: { 's3:prefix': t.prefixes.map((prefix) => `${prefix}*`) } };
      break;
    case 'mail':
      // SES v2 SendEmail authorizes against both the sending identity and the configuration set.
      if (!targets.mailIdentityArn) return undefined;
      resources = [targets.mailIdentityArn, targets.mailConfigurationSetArn];
      break;
    case 'origin-verify-secret':
      resources = [required(targets.originVerifySecret, 'the origin-verify secret').secretArn];
      break;
    case 'partner-token-secret':
      resources = [required(targets.partnerTokenSecret, 'the partner-token secret').secretArn];
      break;
  }
  return new PolicyStatement({
    ...(permission.effect === 'deny' ? { effect: Effect.DENY } : {}),
    actions: [...permission.actions],
    resources,
    conditions,
  });
}

export function grantPermissions(role: IRole, permissions: readonly Permission[], targets: GrantTargets): void {
  for (const permission of permissions) {
    const statement = policyStatement(permission, targets);
    if (!statement) continue;
    role.addToPrincipalPolicy(statement);
    if (permission.target.kind === 'media-objects') {
      for (const prefix of permission.target.prefixes) {
        acknowledgeWildcardResource(
          role,
          targets.mediaBucket.arnForObjects(`${prefix}*`),
          'Media object keys are generated per upload, so access is to the objects of one folder of this bucket, not to a fixed list.',
        );
      }
    }
  }
}
