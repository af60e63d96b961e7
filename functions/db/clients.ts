import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { traced } from './sdk-tracing.js';

// One client of each kind per Lambda instance, created on first use. Endpoint overrides point
// them at the local emulators; in AWS they are unset. Each is traced: a subsegment per SDK call
// in the function's X-Ray trace (sdk-tracing.ts; outside a sampled Lambda invocation it does
// nothing).

let doc: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let secrets: SecretsManagerClient | undefined;

function localCredentials(endpoint: string | undefined, id: string) {
  return endpoint ? { credentials: { accessKeyId: id, secretAccessKey: id } } : {};
}

export function dynamo(): DynamoDBDocumentClient {
  if (!doc) {
    const { region, endpoints } = config();
    const base = traced(
      new DynamoDBClient({ region, endpoint: endpoints.dynamodb, ...localCredentials(endpoints.dynamodb, 'local') }),
    );
    doc = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
}

/**
 * Loaded by import(): the S3 client is about 240 kB, so only the routes that touch the media
 * bucket load it, from a copy shipped beside their bundle (infra/lib/bundled-packages.ts).
 */
export async function s3Client(): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  if (!s3) {
    const { region, endpoints } = config();
    s3 = traced(
      new S3Client({
        region,
        endpoint: endpoints.s3,
        forcePathStyle: Boolean(endpoints.s3),
        // s3rver stores aws-chunked bodies corrupted; plain bodies work everywhere.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...localCredentials(endpoints.s3, 'S3RVER'),
      }),
    );
  }
  return s3;
}

export function sesClient(): SESv2Client {
  if (!ses) {
    const { region, endpoints } = config();
    ses = traced(new SESv2Client({ region, endpoint: endpoints.ses, ...localCredentials(endpoints.ses, 'local') }));
  }
  return ses;
}

/** Only deployed functions read secrets (the origin-verify header); there is no local emulator. */
export function secretsClient(): SecretsManagerClient {
  secrets ??= traced(new SecretsManagerClient({ region: config().region }));
  return secrets;
}

/** Tests and the local runtime call this after changing endpoints. */
export function resetClients(): void {
  doc = undefined;
  s3 = undefined;
  ses = undefined;
  secrets = undefined;
}
