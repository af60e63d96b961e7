import * as z from 'zod';

// Runtime settings from the environment. Lambda gets them from CDK; the local runtime sets them
// before it loads any handler. Read lazily so tests can set the environment first.

/**
 * CloudFront adds this header with a secret from Secrets Manager to every origin request; the
 * chain refuses calls without it (someone calling the execute-api URL directly) and only then
 * trusts the viewer headers CloudFront sets (x-viewer-ip, x-forwarded-host).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The Lambda environment variable that names the secret (unset locally: no CloudFront there). */
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET_ARN';
/** The Lambda environment variable that names the partner-token secret (unset locally: a file under the data folder). */
export const PARTNER_TOKEN_SECRET_ENV = 'PARTNER_TOKEN_SECRET_ARN';

export interface Config {
  tables: { core: string; ephemeral: string; geo: string };
  mediaBucket: string;
  mailFrom: string;
  mailConfigurationSet: string | undefined;
  region: string;
  endpoints: { dynamodb?: string; s3?: string; ses?: string };
  stage: string;
  /** A co-op's portal address, {host} being its primary domain: https://{host} in AWS. */
  portalUrlTemplate: string;
  /** ARN of the origin-verify secret; undefined where no CloudFront stands in front (local). */
  originVerifySecretArn: string | undefined;
  /** ARN of the secret b2c/getid signs from; undefined locally (LOCAL_PARTNER_KEY_FILE instead). */
  partnerTokenSecretArn: string | undefined;
  /** Locally, the file holding the partner-token secret (made on first use). */
  localPartnerKeyFile: string | undefined;
}

/**
 * Where Lambda runs the code (its runtime always sets this). There the stack sets every name below,
 * so a missing one is a broken deployment: fail the cold start naming it rather than talk to a
 * table or bucket that does not exist. Locally and in tests the local defaults stand.
 */
const DEPLOYED_MARKER = 'AWS_LAMBDA_FUNCTION_NAME';
/** What the stack always sets (infra/lib/route-functions.ts). MAIL_FROM is optional there: a stage may set only mailDomain. */
export const DEPLOYED_REQUIRED = [
  'STAGE',
  'CORE_TABLE',
  'EPHEMERAL_TABLE',
  'GEO_TABLE',
  'MEDIA_BUCKET',
  'MAIL_CONFIGURATION_SET',
  ORIGIN_VERIFY_SECRET_ENV,
  PARTNER_TOKEN_SECRET_ENV,
] as const;

const optional = z.string().trim().min(1).optional().catch(undefined);
const envSchema = z.object(
  Object.fromEntries(
    [
      ...DEPLOYED_REQUIRED,
      'MAIL_FROM',
      'AWS_REGION',
      'DYNAMODB_ENDPOINT',
      'S3_ENDPOINT',
      'SES_ENDPOINT',
      'PORTAL_URL_TEMPLATE',
      'LOCAL_PARTNER_KEY_FILE',
    ].map((name) => [name, optional]),
  ) as Record<string, typeof optional>,
);

/** Thrown at cold start when a deployed function lacks settings; the message names every missing one. */
export class ConfigError extends Error {}

/** Parses an environment; exported so tests can pass one instead of mutating process.env. */
export function parseConfig(source: NodeJS.ProcessEnv): Config {
  const env = envSchema.parse(source);
  if (source[DEPLOYED_MARKER]) {
    const missing = DEPLOYED_REQUIRED.filter((name) => !env[name]);
    if (missing.length) {
      throw new ConfigError(`Missing environment variables for a deployed function: ${missing.join(', ')}`);
    }
  }
  return {
    tables: {
      core: env.CORE_TABLE ?? 'portal-core',
      ephemeral: env.EPHEMERAL_TABLE ?? 'portal-ephemeral',
      geo: env.GEO_TABLE ?? 'portal-geo',
    },
    mediaBucket: env.MEDIA_BUCKET ?? 'portal-media',
    mailFrom: env.MAIL_FROM ?? 'no-reply@portal.localhost',
    mailConfigurationSet: env.MAIL_CONFIGURATION_SET,
    region: env.AWS_REGION ?? 'us-east-1',
    endpoints: { dynamodb: env.DYNAMODB_ENDPOINT, s3: env.S3_ENDPOINT, ses: env.SES_ENDPOINT },
    stage: env.STAGE ?? 'local',
    portalUrlTemplate: env.PORTAL_URL_TEMPLATE ?? 'https://{host}',
    originVerifySecretArn: env[ORIGIN_VERIFY_SECRET_ENV],
    partnerTokenSecretArn: env[PARTNER_TOKEN_SECRET_ENV],
    localPartnerKeyFile: env.LOCAL_PARTNER_KEY_FILE,
  };
}

let deployed: Config | undefined;

/**
 * Deployed, the environment never changes, so it is parsed once per process (at cold start, below);
 * elsewhere it is parsed on each call because tests and the local runtime set it after import.
 */
export function config(): Config {
  if (!process.env[DEPLOYED_MARKER]) return parseConfig(process.env);
  deployed ??= parseConfig(process.env);
  return deployed;
}

if (process.env[DEPLOYED_MARKER]) config();
