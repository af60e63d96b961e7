import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLES, type TableSpec } from '#functions/db/tables.js';
import { PUBLIC_MEDIA_PREFIXES } from '#shared/media-keys.js';
import type { ResolvedSettings } from '../lib/settings.js';

// Stateful resources only, in their own stack so the API and web stacks can be replaced freely.
// Everything here is retained when the stack is deleted.

export type TableId = TableSpec['id'];

export interface DataStackProps extends StackProps {
  settings: ResolvedSettings;
}

export class DataStack extends Stack {
  readonly tables: Record<TableId, Table>;
  readonly specs: Record<TableId, TableSpec>;
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const tables = {} as Record<TableId, Table>;
    const specs = {} as Record<TableId, TableSpec>;
    for (const spec of TABLES) {
      const table = new Table(this, `${spec.id.charAt(0).toUpperCase()}${spec.id.slice(1)}Table`, {
        partitionKey: { name: spec.partitionKey, type: AttributeType.STRING },
        sortKey: { name: spec.sortKey, type: AttributeType.STRING },
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: spec.ttlAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: settings.isProd,
      });
      for (const index of spec.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        });
      }
      tables[spec.id] = table;
      specs[spec.id] = spec;
    }
    this.tables = tables;
    this.specs = specs;

    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED, // S3 server access logging cannot write to SSE-KMS buckets
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(settings.isProd ? 365 : 90) }],
    });

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED, // SSE-S3 lets CloudFront OAC read without a KMS key policy
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'media/',
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    // CloudFront (web stack) reads the public prefixes through origin access control. The
    // distribution is created after this stack, and naming its id here would make the two stacks
    // depend on each other, so the condition allows this account's distributions; the prefixes
    // keep agreements and other private objects out of reach.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicMedia',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: PUBLIC_MEDIA_PREFIXES.map((prefix) => this.mediaBucket.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}
