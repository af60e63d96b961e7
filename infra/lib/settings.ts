import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LIMITS } from '#shared/constants.js';
import { hostName } from '#shared/schemas/admin-catalog.js';
import { EDGE_REGION } from '../stacks/edge-stack.js';

// Per-stage settings from cdk.json context (`stages.<stage>`), chosen with `-c stage=<name>`.
// Every key is optional so a fresh clone synthesizes with no settings at all.

export interface StageSettings {
  /** Pin the stacks to an account and region; without them the CLI's profile decides at deploy. */
  account?: string;
  region?: string;
  /** Co-ops served on their own host names, each as a CloudFront distribution tenant (ADR 0067). */
  coops?: CoopDomains[];
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

/** One co-op's host names and certificate: one distribution tenant of the stage's distribution. */
export interface CoopDomains {
  /** The co-op's plid (its COOP#<plid> data); the tenant is named after it. */
  plid: number;
  /** Its host names, as registered to it in the portal's data (Platform Setup → Domains). */
  domains: string[];
  /** ACM certificate in us-east-1 covering every name in domains; without it CloudFront requests one. */
  certificateArn?: string;
}

export interface ResolvedSettings extends StageSettings {
  stage: string;
  coops: CoopDomains[];
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
  'coops',
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

  refuseSharedCertificate(stage, settings);
  // Typos in cdk.json would otherwise be silently ignored.
  const unknown = Object.keys(settings).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length) throw new Error(`stages.${stage} has unknown keys: ${unknown.join(', ')}`);

  if (settings.account !== undefined && !/^\d{12}$/.test(String(settings.account)))
    throw new Error(`stages.${stage}.account must be a 12-digit AWS account id`);
  if (settings.region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(String(settings.region)))
    throw new Error(`stages.${stage}.region ${JSON.stringify(settings.region)} is not an AWS region name`);

  const coops = resolveCoops(stage, settings);
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
    coops,
    alarmEmails,
    mailFrom: settings.mailFrom ?? (settings.mailDomain ? `no-reply@${settings.mailDomain}` : undefined),
    stage,
    isProd,
    logRetention: days as RetentionDays,
    originSecretVersion,
  };
}

// CloudFront only accepts certificates from us-east-1, whatever region the stacks are in.
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;
const COOP_KEYS = new Set(['plid', 'domains', 'certificateArn']);
const MAX_PLID = 99_999_999; // createCoopRequest's bound

/**
 * The stage-wide `domainNames` + `certificateArn` (one certificate and one alias list for every
 * co-op) gave way to `coops` (ADR 0067). The names cannot be assigned to co-ops here, so synth
 * stops and says what to write instead.
 */
function refuseSharedCertificate(stage: string, settings: StageSettings): void {
  const legacy = settings as { domainNames?: unknown; certificateArn?: unknown };
  if (legacy.domainNames === undefined && legacy.certificateArn === undefined) return;
  const names = Array.isArray(legacy.domainNames) ? legacy.domainNames : ['savings.example-coop.org'];
  const certificate = typeof legacy.certificateArn === 'string' ? `, "certificateArn": "${legacy.certificateArn}"` : '';
  throw new Error(
    `stages.${stage}.domainNames and stages.${stage}.certificateArn are replaced by stages.${stage}.coops, one entry ` +
      `per co-op with its own host names and certificate (ADR 0067). Write instead: "coops": [{ "plid": <the co-op's plid>, ` +
      `"domains": ${JSON.stringify(names)}${certificate} }], splitting the names by co-op; certificateArn is optional ` +
      `(without it CloudFront requests and renews a certificate for the co-op's names).`,
  );
}

function resolveCoops(stage: string, settings: StageSettings): CoopDomains[] {
  const raw: unknown = settings.coops ?? [];
  const where = `stages.${stage}.coops`;
  if (!Array.isArray(raw)) throw new Error(`${where} must be a list of { "plid", "domains", "certificateArn"? }`);
  const plids = new Set<number>();
  const owner = new Map<string, number>();
  return raw.map((entry: unknown, i): CoopDomains => {
    const at = `${where}[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${at} must be an object { "plid", "domains", "certificateArn"? }`);
    const coop = entry as Record<string, unknown>;
    const unknown = Object.keys(coop).filter((k) => !COOP_KEYS.has(k));
    if (unknown.length) throw new Error(`${at} has unknown keys: ${unknown.join(', ')}`);

    const { plid, domains, certificateArn } = coop;
    if (typeof plid !== 'number' || !Number.isInteger(plid) || plid < 1 || plid > MAX_PLID)
      throw new Error(`${at}.plid must be the co-op's plid, a whole number from 1 to ${MAX_PLID}`);
    if (plids.has(plid)) throw new Error(`${where} lists plid ${plid} twice: one entry per co-op`);
    plids.add(plid);

    if (!Array.isArray(domains) || domains.length === 0)
      throw new Error(`${at}.domains must list the co-op's host names, e.g. ["savings.example-coop.org"]`);
    // The co-op's hosts in the portal's data are bounded the same way (Platform Setup → Domains).
    if (domains.length > LIMITS.setupHosts)
      throw new Error(`${at}.domains has ${domains.length} names; a co-op has at most ${LIMITS.setupHosts} hosts`);
    for (const domain of domains as unknown[]) {
      // Exactly as stored for the co-op (lower case, no scheme, port or wildcard): CloudFront
      // matches the Host against these names and the API looks the same name up in its data.
      if (typeof domain !== 'string' || hostName.safeParse(domain).data !== domain || !domain.includes('.'))
        throw new Error(
          `${at}.domains has ${JSON.stringify(domain)}: not a lower-case host name such as savings.example-coop.org`,
        );
      const other = owner.get(domain);
      if (other === plid) throw new Error(`${at}.domains lists ${domain} twice`);
      if (other !== undefined)
        throw new Error(`${domain} is listed for plid ${other} and plid ${plid}: a host name belongs to one co-op`);
      owner.set(domain, plid);
    }

    if (certificateArn !== undefined && (typeof certificateArn !== 'string' || !CERTIFICATE_ARN.test(certificateArn)))
      throw new Error(
        `${at}.certificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads no other region)`,
      );
    return { plid, domains: domains as string[], ...(certificateArn === undefined ? {} : { certificateArn }) };
  });
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
