import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { EDGE_REGION } from '../stacks/edge-stack.js';

// Per-stage settings from cdk.json context (`stages.<stage>`), chosen with `-c stage=<name>`.
// Every key is optional so a fresh clone synthesizes with no settings at all.

export interface StageSettings {
  /** Pin the stacks to an account and region; without them the CLI's profile decides at deploy. */
  account?: string;
  region?: string;
  /** Co-op host names served by the CloudFront distribution (needs certificateArn). */
  domainNames?: string[];
  /** ACM certificate in us-east-1 covering every name in domainNames. */
  certificateArn?: string;
  /** Domain to verify in SES (DKIM records are printed as stack outputs). */
  mailDomain?: string;
  /** From address of every email; defaults to no-reply@<mailDomain>. */
  mailFrom?: string;
  /** The SES identity is already verified in this account and region (e.g. by another stage): use it, do not create it. */
  mailIdentityExists?: boolean;
  /** CloudWatch retention of function and access logs, in days (a value CloudWatch accepts). */
  logRetentionDays?: number;
  /** Email addresses subscribed to the stage's alarm topic (each confirms by email). */
  alarmEmails?: string[];
}

export interface ResolvedSettings extends StageSettings {
  stage: string;
  isProd: boolean;
  logRetention: RetentionDays;
  /**
   * `-c originSecretVersion=<VersionId>`: the origin-verify secret version CloudFront sends. A new
   * id changes the web template, so CloudFormation reads the rotated value (docs/operations.md).
   */
  originSecretVersion: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;
const KNOWN_KEYS = new Set([
  'account',
  'region',
  'domainNames',
  'certificateArn',
  'mailDomain',
  'mailFrom',
  'mailIdentityExists',
  'logRetentionDays',
  'alarmEmails',
]);
const RETENTIONS = new Set<number>(Object.values(RetentionDays).filter((v): v is number => typeof v === 'number'));

/**
 * What prod must set before it synthesizes: a prod deploy that lands wherever the CLI points,
 * mails nobody and pages nobody would look deployed and be broken.
 */
function prodMissing(settings: StageSettings, alarmEmails: string[]): string[] {
  return [
    settings.account ? undefined : 'account',
    settings.region ? undefined : 'region',
    settings.mailDomain || settings.mailFrom ? undefined : 'mailDomain (or mailFrom)',
    alarmEmails.length ? undefined : 'at least one alarmEmails address',
  ].filter((m): m is string => m !== undefined);
}

export function resolveSettings(scope: Construct): ResolvedSettings {
  const stage = String(scope.node.tryGetContext('stage') ?? 'dev');
  if (!STAGE_NAME.test(stage))
    throw new Error(`stage "${stage}" must be lower-case letters, digits and dashes (at most 16)`);
  const all = (scope.node.tryGetContext('stages') ?? {}) as Record<string, StageSettings>;
  const settings: StageSettings = all[stage] ?? {};

  // Typos in cdk.json would otherwise be silently ignored.
  const unknown = Object.keys(settings).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length) throw new Error(`stages.${stage} has unknown keys: ${unknown.join(', ')}`);

  if (settings.account !== undefined && !/^\d{12}$/.test(String(settings.account)))
    throw new Error(`stages.${stage}.account must be a 12-digit AWS account id`);
  if (settings.region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(String(settings.region)))
    throw new Error(`stages.${stage}.region ${JSON.stringify(settings.region)} is not an AWS region name`);

  const domainNames = settings.domainNames ?? [];
  if (domainNames.length && !settings.certificateArn) {
    throw new Error(
      `stages.${stage}.domainNames needs stages.${stage}.certificateArn (an ACM certificate in us-east-1)`,
    );
  }
  // CloudFront only accepts certificates from us-east-1, whatever region the stacks are in.
  if (
    settings.certificateArn &&
    !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(settings.certificateArn)
  ) {
    throw new Error(`stages.${stage}.certificateArn must be an ACM certificate ARN in us-east-1`);
  }
  if (settings.mailFrom && !EMAIL.test(settings.mailFrom)) {
    throw new Error(`stages.${stage}.mailFrom is not an email address`);
  }
  if (
    settings.mailDomain &&
    settings.mailFrom &&
    !settings.mailFrom.toLowerCase().endsWith(`@${settings.mailDomain.toLowerCase()}`)
  ) {
    throw new Error(`stages.${stage}.mailFrom must be an address of mailDomain ${settings.mailDomain}`);
  }

  const alarmEmails = settings.alarmEmails ?? [];
  if (!Array.isArray(alarmEmails)) throw new Error(`stages.${stage}.alarmEmails must be a list of email addresses`);
  const badEmail = alarmEmails.find((e) => typeof e !== 'string' || !EMAIL.test(e));
  if (badEmail !== undefined)
    throw new Error(`stages.${stage}.alarmEmails has ${JSON.stringify(badEmail)}, not an email address`);

  const version = scope.node.tryGetContext('originSecretVersion') as unknown;
  const originSecretVersion = version === undefined || version === '' ? undefined : String(version);
  if (originSecretVersion !== undefined && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion)) {
    throw new Error('originSecretVersion must be a Secrets Manager VersionId (as put-secret-value prints it)');
  }

  const isProd = stage === 'prod';
  if (isProd) {
    const missing = prodMissing(settings, alarmEmails);
    if (missing.length)
      throw new Error(
        `stage prod refuses to synthesize without ${missing.join(', ')} in cdk.json context.stages.prod (docs/operations.md, first deploy)`,
      );
  }
  const days = settings.logRetentionDays ?? (isProd ? 365 : 30);
  if (!RETENTIONS.has(days))
    throw new Error(`stages.${stage}.logRetentionDays ${days} is not a CloudWatch retention value`);

  return {
    ...settings,
    domainNames,
    alarmEmails,
    mailFrom: settings.mailFrom ?? (settings.mailDomain ? `no-reply@${settings.mailDomain}` : undefined),
    stage,
    isProd,
    logRetention: days as RetentionDays,
    originSecretVersion,
  };
}

/**
 * The regions `cdk bootstrap` must have prepared before a stage's first deploy: its own, and
 * us-east-1 too when it is pinned elsewhere (the edge stack holds the CloudFront web ACL, which
 * WAF creates only there). Without a region the CLI's decides, and the web stack must then be in
 * us-east-1 (synth warns `portal:web-acl-region`). A test holds
 * buildPortal's stacks to this list.
 */
export function bootstrapRegions(settings: Pick<StageSettings, 'region'>): string[] {
  const home = settings.region ?? EDGE_REGION;
  return home === EDGE_REGION ? [home] : [home, EDGE_REGION];
}
