// The DynamoDB tables' key schemas, read both by the CDK data stack and by the local runtime
// when it creates tables, so the two cannot drift. Item keys themselves live in keys.ts.

export interface TableSpec {
  /** Logical name; the physical name comes from the environment (see config.ts). */
  id: 'core' | 'ephemeral' | 'geo';
  partitionKey: string;
  sortKey: string;
  indexes: { name: string; partitionKey: string; sortKey: string }[];
  /** Attribute holding epoch seconds after which the item is dead. */
  ttlAttribute?: string;
}

export const TABLES: TableSpec[] = [
  {
    id: 'core',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    // Only audit items carry it (pattern 32): kept two years, then removed (ADR 0089).
    ttlAttribute: 'expiresAt',
  },
  {
    id: 'ephemeral',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    ttlAttribute: 'expiresAt',
  },
  {
    id: 'geo',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  },
];
