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

export function config(): Config {
  const env = process.env;
  return {
    tables: {
      core: env.CORE_TABLE ?? 'portal-core',
      ephemeral: env.EPHEMERAL_TABLE ?? 'portal-ephemeral',
      geo: env.GEO_TABLE ?? 'portal-geo',
    },
    mediaBucket: env.MEDIA_BUCKET ?? 'portal-media',
    mailFrom: env.MAIL_FROM ?? 'no-reply@portal.localhost',
    mailConfigurationSet: env.MAIL_CONFIGURATION_SET || undefined,
    region: env.AWS_REGION ?? 'us-east-1',
    endpoints: {
      dynamodb: env.DYNAMODB_ENDPOINT || undefined,
      s3: env.S3_ENDPOINT || undefined,
      ses: env.SES_ENDPOINT || undefined,
    },
    stage: env.STAGE ?? 'local',
    portalUrlTemplate: env.PORTAL_URL_TEMPLATE ?? 'https://{host}',
    originVerifySecretArn: env[ORIGIN_VERIFY_SECRET_ENV] || undefined,
    partnerTokenSecretArn: env[PARTNER_TOKEN_SECRET_ENV] || undefined,
    localPartnerKeyFile: env.LOCAL_PARTNER_KEY_FILE || undefined,
  };
}
