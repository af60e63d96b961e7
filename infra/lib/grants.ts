import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { TableSpec } from '../../functions/db/tables.js';
import type { Grant } from '../../shared/routes.js';

// Least-privilege grants written out rather than table.grantReadData(): the same actions, but
// on the table and each of its named indexes instead of index/*, so no wildcard resource.

export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
];
export const TABLE_WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

export const BUCKET_READ_ACTIONS = ['s3:GetObject'];
export const BUCKET_WRITE_ACTIONS = ['s3:DeleteObject', 's3:PutObject'];

export function grantTable(role: IRole, table: ITable, spec: TableSpec, grant: Grant): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: grant === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS,
      resources: [table.tableArn, ...spec.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    }),
  );
}

export function grantBucket(role: IRole, bucket: IBucket, grant: Grant): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: grant === 'write' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : BUCKET_READ_ACTIONS,
      resources: [bucket.arnForObjects('*')],
    }),
  );
}

/** SES v2 SendEmail authorizes against both the sending identity and the configuration set. */
export function grantSendEmail(role: IRole, identityArn: string, configurationSetArn: string): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identityArn, configurationSetArn] }),
  );
}
