import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';

// The unit project runs its files in one module registry per worker (isolate: false in
// vitest.config.ts): the packages (the AWS SDK, zod, aws-cdk-lib) load once per worker instead of
// once per file. The project's own modules keep state (clients, caches, config read from the
// environment, the password cost), so they start fresh in every file.
vi.resetModules();

// aws-sdk-client-mock stubs a client class's `send` on the shared package; a file that left one
// in place (a nested install restored out of order) would answer the next file's real calls from
// its fake (a CI run saw media-create-only's put refused by the IAM harness). Every file starts
// with the SDK's own `send`.
for (const client of [DynamoDBClient, DynamoDBDocumentClient, S3Client, SESv2Client, SecretsManagerClient]) {
  const send = client.prototype.send as { restore?: () => void };
  send.restore?.();
}
