import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { BuildOptions } from 'esbuild';
import path from 'node:path';
import { DEPLOYED_VARIABLES, STAGE_ENV, type DeployedUse } from '#functions/config.js';
import type { DataStack } from '../stacks/data-stack.js';
import type { MailStack } from '../stacks/mail-stack.js';
import { profileId, profileKey } from './access-profile.js';
import {
  copyPackagesCommands,
  PDF_PACKAGES,
  S3_PACKAGES,
  STRENGTH_PACKAGES,
  WEBAUTHN_PACKAGES,
} from './bundled-packages.js';
import { routeId, type DeployedRoute } from './deployed-routes.js';
import { grantPermissions, type GrantTargets } from './grants.js';
import { acknowledgeWildcardResource } from './nag.js';
import { POWERTOOLS_PACKAGES, powertoolsLayer } from './powertools.js';
import { feedbackPermissions, permissionsFor, type Permission, type PermissionTarget } from './permissions.js';
import type { ResolvedSettings } from './settings.js';

// The Lambda of a route, built the same way in every API stack (the api stack and the admin-api
// stack, split for CloudFormation's 500-resource limit): bundling, environment, log group, and
// one execution role per access profile within the stack. Resources are made directly in the
// stack (no wrapping construct), so their logical ids do not depend on this helper.

/** Newest Node.js runtime in this aws-cdk-lib (cdk-nag AwsSolutions-L1 wants the newest). */
export const RUNTIME = Runtime.NODEJS_24_X;

/**
 * The SDK's default credential chain loads these by dynamic import() only after the environment
 * provider fails (SSO, ini files, processes, web identity, container and instance metadata, with
 * their STS/SSO clients). Lambda always sets AWS_ACCESS_KEY_ID and friends and never AWS_PROFILE,
 * so they are never reached there; left external they cost nothing (130 kB of every bundle
 * inlined). The bundle checks (tests/infra/deployed-functions.test.ts) load bundles where none of them resolve.
 */
export const UNREACHED_CREDENTIAL_PACKAGES = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/token-providers',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
] as const;

/**
 * ESM output because @middy/core 6 ships only ESM. The AWS SDK is bundled too (tested versions,
 * not whatever the runtime carries); some of its CommonJS dependencies call require() for Node
 * built-ins, which an ES module lacks, hence the createRequire banner.
 */
export const BUNDLING: NonNullable<NodejsFunctionProps['bundling']> = {
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner:
    "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // Loaded by dynamic import() where needed (bundlingFor ships them beside), never inlined: the
  // dictionaries alone would triple every account route's bundle. Powertools comes from its
  // Lambda layer (powertools.ts).
  externalModules: [
    ...STRENGTH_PACKAGES,
    ...PDF_PACKAGES,
    ...S3_PACKAGES,
    ...WEBAUTHN_PACKAGES,
    ...UNREACHED_CREDENTIAL_PACKAGES,
    ...POWERTOOLS_PACKAGES,
  ],
};

/** The fallback function's handler module. */
export const fallbackEntry = (projectRoot: string) => path.join(projectRoot, 'functions/api/fallback.ts');
/** The SES feedback function's handler module (bounce and complaint events). */
export const feedbackEntry = (projectRoot: string) => path.join(projectRoot, 'functions/events/ses-feedback.ts');
/** Its key in `functions` and `roles`. */
export const FEEDBACK = 'ses-feedback';

type Bundling = NonNullable<NodejsFunctionProps['bundling']>;
/** The bundling props esbuildOptions translates; anything else in BUNDLING must be added there first. */
const TRANSLATED = new Set<keyof Bundling>([
  'format',
  'mainFields',
  'banner',
  'minify',
  'sourceMap',
  'sourceMapMode',
  'sourcesContent',
  'externalModules',
  'commandHooks',
]);

/**
 * BUNDLING as options of esbuild's own API, the way NodejsFunction turns it into esbuild's command
 * line (aws-lambda-nodejs Bundling.buildEsbuildArgs: target from the runtime, platform node,
 * --bundle). The deployed-functions test builds every route in one esbuild call with these and checks, for
 * one route and the fallback, that CDK's bundle is byte for byte the same. Entry points and output
 * folder are the caller's; commandHooks (bundlingFor) are not esbuild's and run after it.
 */
export function esbuildOptions(bundling: Bundling = BUNDLING, runtime: Runtime = RUNTIME): BuildOptions {
  const untranslated = Object.keys(bundling).filter((key) => !TRANSLATED.has(key as keyof Bundling));
  if (untranslated.length)
    throw new Error(`esbuildOptions does not translate bundling.${untranslated.join(', bundling.')} yet`);
  if (!bundling.externalModules)
    throw new Error("BUNDLING must list externalModules: CDK's default depends on feature flags");
  const node = /nodejs(\d+)/.exec(runtime.name)?.[1];
  if (!node) throw new Error(`${runtime.name} is not a Node.js runtime`);
  const sourceMapMode = bundling.sourceMapMode ?? (bundling.sourceMap ? SourceMapMode.DEFAULT : undefined);
  return {
    bundle: true,
    target: `node${node}`,
    platform: 'node',
    format: bundling.format,
    minify: bundling.minify ?? false,
    sourcemap: sourceMapMode === undefined ? false : sourceMapMode === SourceMapMode.DEFAULT ? true : sourceMapMode,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...bundling.externalModules],
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    ...(bundling.mainFields ? { mainFields: [...bundling.mainFields] } : {}),
    // NodejsFunction names the bundle index.mjs for ESM output, index.js otherwise.
    outExtension: { '.js': bundling.format === OutputFormat.ESM ? '.mjs' : '.js' },
  };
}

/**
 * Bundling of one function: routes that set a password also get zxcvbn-ts beside index.mjs,
 * routes that make a PDF pdf-lib, routes that read or write the media bucket the S3 client,
 * passkey ceremonies @simplewebauthn/server.
 */
export function bundlingFor(
  route: Pick<DeployedRoute, 'password' | 'pdf' | 'webauthn' | 'data'> | undefined,
  projectRoot: string,
): NonNullable<NodejsFunctionProps['bundling']> {
  const beside = [
    ...(route?.password === 'set' ? STRENGTH_PACKAGES : []),
    ...(route?.pdf ? PDF_PACKAGES : []),
    ...(route?.data.media ? S3_PACKAGES : []),
    ...(route?.webauthn ? WEBAUTHN_PACKAGES : []),
  ];
  if (!beside.length) return BUNDLING;
  return {
    ...BUNDLING,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => copyPackagesCommands(projectRoot, beside, outputDir),
    },
  };
}

/** What a function's environment names: the data and mail stacks' resources, and the API's secrets when it has them. */
export interface EnvironmentTargets {
  data: DataStack;
  mail: MailStack;
  originVerifySecret?: ISecret;
  partnerTokenSecret?: ISecret;
}

/** The setting of functions/config.ts a permission's target is read through. */
function useOf(target: PermissionTarget): DeployedUse {
  switch (target.kind) {
    case 'table':
      return target.table;
    case 'media-objects':
    case 'media-list':
      return 'media';
    case 'mail':
      return 'mail';
    case 'origin-verify-secret':
      return 'originVerify';
    case 'partner-token-secret':
      return 'partnerToken';
  }
}

/**
 * A function's environment, from the same permission list its role is granted: the variable of
 * each thing it may use (functions/config.ts DEPLOYED_VARIABLES), the stage, and nothing else.
 * config() requires a variable when the function reads that setting, and a function reads only
 * what it uses, which its permissions must allow (the IAM harness refuses the rest in tests), so
 * what is read is what is set (docs/adr/0063-environment-follows-permissions.md).
 */
export function functionEnvironment(
  settings: ResolvedSettings,
  targets: EnvironmentTargets,
  permissions: readonly Permission[],
): Record<string, string> {
  const { data, mail } = targets;
  const secretArn = (secret: ISecret | undefined, what: string) => {
    if (!secret) throw new Error(`The permissions name ${what}, but no ${what} was given`);
    return secret.secretArn;
  };
  const valueOf: Record<DeployedUse, () => string> = {
    core: () => data.tables.core.tableName,
    ephemeral: () => data.tables.ephemeral.tableName,
    geo: () => data.tables.geo.tableName,
    media: () => data.mediaBucket.bucketName,
    mail: () => mail.configurationSet.configurationSetName,
    originVerify: () => secretArn(targets.originVerifySecret, 'the origin-verify secret'),
    partnerToken: () => secretArn(targets.partnerTokenSecret, 'the partner-token secret'),
  };
  // A deny names what the function may not touch (the audit trail's, ADR 0089): no use of it.
  const uses = new Set(permissions.filter((p) => p.effect !== 'deny').map((p) => useOf(p.target)));
  const used = (Object.keys(DEPLOYED_VARIABLES) as DeployedUse[]).filter((use) => uses.has(use));
  return {
    [STAGE_ENV]: settings.stage,
    ...Object.fromEntries(used.map((use) => [DEPLOYED_VARIABLES[use], valueOf[use]()])),
    ...(uses.has('mail') && mail.mailFrom ? { MAIL_FROM: mail.mailFrom } : {}),
    NODE_OPTIONS: '--enable-source-maps',
  };
}

export interface RouteFunctionsProps {
  settings: ResolvedSettings;
  data: DataStack;
  mail: MailStack;
  originVerifySecret: ISecret;
  partnerTokenSecret: ISecret;
  projectRoot: string;
}

export class RouteFunctions {
  /** Route path (or 'fallback') to its function, for this stack's routes. */
  readonly functions = new Map<string, NodejsFunction>();
  /** Access-profile key (or 'fallback') to the role its functions share in this stack. */
  readonly roles = new Map<string, Role>();

  private readonly grantTargets: GrantTargets;

  constructor(
    private readonly stack: Stack,
    private readonly props: RouteFunctionsProps,
  ) {
    const { data, mail, originVerifySecret, partnerTokenSecret } = props;
    this.grantTargets = {
      tables: data.tables,
      specs: data.specs,
      mediaBucket: data.mediaBucket,
      mailIdentityArn: mail.identityArn,
      mailConfigurationSetArn: mail.configurationSetArn,
      originVerifySecret,
      partnerTokenSecret,
    };
  }

  /** The function of one route-table entry, with the role of its access profile. */
  forRoute(route: DeployedRoute): NodejsFunction {
    const permissions = permissionsFor(route);
    return this.build(
      routeId(route.path),
      route.path,
      route.entry,
      this.roleFor(profileKey(route.data), permissions),
      permissions,
      route,
    );
  }

  /** The fallback reads nothing but the path: no chain, no data, no grants. */
  fallback(): NodejsFunction {
    return this.build(
      'Fallback',
      'fallback',
      fallbackEntry(this.props.projectRoot),
      this.roleFor('fallback', []),
      [],
      undefined,
    );
  }

  /**
   * SES's bounce and complaint events: writes suppression items, nothing else. EventBridge invokes
   * it asynchronously: an event that still fails after Lambda's two retries (its default, within
   * six hours) goes to `deadLetterQueue`, the event as it came, so it can be sent again.
   */
  feedback(deadLetterQueue: IQueue): NodejsFunction {
    return this.build(
      'SesFeedback',
      FEEDBACK,
      feedbackEntry(this.props.projectRoot),
      this.roleFor(FEEDBACK, feedbackPermissions()),
      feedbackPermissions(),
      undefined,
      { deadLetterQueue },
    );
  }

  private build(
    id: string,
    routePath: string,
    entry: string,
    role: Role,
    permissions: readonly Permission[],
    route: DeployedRoute | undefined,
    asyncInvoke: Pick<NodejsFunctionProps, 'deadLetterQueue'> = {},
  ): NodejsFunction {
    const description =
      routePath === 'fallback'
        ? 'Fallback for /api paths without a function'
        : routePath === FEEDBACK
          ? 'SES bounce and complaint events to the suppression list'
          : `${route?.method ?? 'POST'} /api/${routePath}`;
    const { settings, projectRoot } = this.props;
    const logGroup = new LogGroup(this.stack, `${id}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(this.stack, `${id}Function`, {
      entry,
      handler: 'handler',
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(route?.timeoutSeconds ?? 10),
      role,
      logGroup,
      description,
      environment: functionEnvironment(settings, this.props, permissions),
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      bundling: bundlingFor(route, projectRoot),
      ...observability(this.stack, projectRoot),
      ...asyncInvoke,
    });
    this.functions.set(routePath, fn);
    return fn;
  }

  /**
   * One role per distinct data-needs signature (every route with it gets the same permissions:
   * the chain's plus those of its data needs), granting exactly the permission model's list.
   */
  private roleFor(key: string, permissions: readonly Permission[]): Role {
    const existing = this.roles.get(key);
    if (existing) return existing;
    const role = new Role(this.stack, `Role${profileId(key)}`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description:
        key === 'fallback'
          ? 'Portal API fallback function (no data access)'
          : key === FEEDBACK
            ? 'Portal SES feedback function (suppression items only)'
            : `Portal API functions with access ${key}`,
    });
    grantPermissions(role, permissions, this.grantTargets);
    acknowledgeTracing(role);
    this.roles.set(key, role);
    return role;
  }
}

/** X-Ray active tracing and the Powertools layer: what every function of the portal carries. */
export function observability(scope: Stack, projectRoot: string): Pick<NodejsFunctionProps, 'tracing' | 'layers'> {
  return { tracing: Tracing.ACTIVE, layers: [powertoolsLayer(scope, projectRoot)] };
}

/** Active tracing grants xray:PutTraceSegments and PutTelemetryRecords, which take no resource but *. */
export function acknowledgeTracing(role: Role): void {
  acknowledgeWildcardResource(
    role,
    '*',
    'X-Ray trace segments and telemetry have no resource-level permissions (active tracing).',
  );
}
