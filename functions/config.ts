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
 * Where Lambda runs the code (its runtime always sets this). There a setting the function reads
 * and its template does not set is a broken deployment: fail naming it rather than talk to a
 * table or bucket that does not exist. Locally and in tests the local defaults stand.
 */
const DEPLOYED_MARKER = 'AWS_LAMBDA_FUNCTION_NAME';

/**
 * What a deployed function may use, each with the variable that names it. A function's template
 * sets the variables of what its permissions let it use, and only those (infra/lib/route-functions.ts
 * functionEnvironment: the chain's origin-verify secret for routes, the partner-token secret for
 * the routes that sign, each table, the bucket, mail), so a function is required to have a
 * variable when it reads that setting, not at cold start: the digest, which uses no secret, has
 * none (docs/adr/0063-environment-follows-permissions.md).
 */
export const DEPLOYED_VARIABLES = {
  core: 'CORE_TABLE',
  ephemeral: 'EPHEMERAL_TABLE',
  geo: 'GEO_TABLE',
  media: 'MEDIA_BUCKET',
  mail: 'MAIL_CONFIGURATION_SET',
  originVerify: ORIGIN_VERIFY_SECRET_ENV,
  partnerToken: PARTNER_TOKEN_SECRET_ENV,
} as const;
export type DeployedUse = keyof typeof DEPLOYED_VARIABLES;

/** Every deployed function's template sets its stage; the only variable checked at cold start. */
export const STAGE_ENV = 'STAGE';

/** Thrown when a deployed function reads a setting its template does not set; the message names the variable. */
export class ConfigError extends Error {}

/** A variable's value, trimmed; blank counts as unset. */
const read = (source: NodeJS.ProcessEnv, name: string): string | undefined => source[name]?.trim() || undefined;

/**
 * Reads an environment; exported so tests can pass one instead of mutating process.env. Each
 * setting is read when it is used (a getter), so a function reads only the variables of what it
 * uses: deployed, a missing one throws ConfigError naming it; elsewhere the local default stands.
 */
export function parseConfig(source: NodeJS.ProcessEnv): Config {
  const deployed = Boolean(source[DEPLOYED_MARKER]);
  /** The variable's value; deployed, a missing one throws naming it. */
  const required = (name: string): string | undefined => {
    const value = read(source, name);
    if (!value && deployed) throw new ConfigError(`Missing environment variables for a deployed function: ${name}`);
    return value;
  };
  const setting = (name: string, localDefault: string): string => required(name) ?? localDefault;
  const secretArn = required;
  if (deployed) setting(STAGE_ENV, '');
  return {
    tables: {
      get core() {
        return setting(DEPLOYED_VARIABLES.core, 'portal-core');
      },
      get ephemeral() {
        return setting(DEPLOYED_VARIABLES.ephemeral, 'portal-ephemeral');
      },
      get geo() {
        return setting(DEPLOYED_VARIABLES.geo, 'portal-geo');
      },
    },
    get mediaBucket() {
      return setting(DEPLOYED_VARIABLES.media, 'portal-media');
    },
    get mailFrom() {
      return read(source, 'MAIL_FROM') ?? 'no-reply@portal.localhost';
    },
    get mailConfigurationSet() {
      return deployed ? setting(DEPLOYED_VARIABLES.mail, '') : read(source, DEPLOYED_VARIABLES.mail);
    },
    get region() {
      return read(source, 'AWS_REGION') ?? 'us-east-1';
    },
    get endpoints() {
      return {
        dynamodb: read(source, 'DYNAMODB_ENDPOINT'),
        s3: read(source, 'S3_ENDPOINT'),
        ses: read(source, 'SES_ENDPOINT'),
      };
    },
    get stage() {
      return setting(STAGE_ENV, 'local');
    },
    get portalUrlTemplate() {
      return read(source, 'PORTAL_URL_TEMPLATE') ?? 'https://{host}';
    },
    get originVerifySecretArn() {
      return secretArn(DEPLOYED_VARIABLES.originVerify);
    },
    get partnerTokenSecretArn() {
      return secretArn(DEPLOYED_VARIABLES.partnerToken);
    },
    get localPartnerKeyFile() {
      return read(source, 'LOCAL_PARTNER_KEY_FILE');
    },
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
