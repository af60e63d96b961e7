import { Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type CfnStage, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import path from 'node:path';
import { ORIGIN_VERIFY_SECRET_ENV, PARTNER_TOKEN_SECRET_ENV } from '../../functions/config.js';
import { profileId, profileKey } from '../lib/access-profile.js';
import { copyPackagesCommands, PDF_PACKAGES, STRENGTH_PACKAGES } from '../lib/bundled-packages.js';
import { routeId, type DeployedRoute } from '../lib/deployed-routes.js';
import { grantPermissions, type GrantTargets } from '../lib/grants.js';
import { permissionsFor, type Permission } from '../lib/permissions.js';
import type { ResolvedSettings } from '../lib/settings.js';
import type { DataStack } from './data-stack.js';
import type { MailStack } from './mail-stack.js';

// The HTTP API: one Lambda and one `POST /api/<path>` route per implemented route-table entry,
// and a $default route to the fallback function for everything else.

/** Newest Node.js runtime in this aws-cdk-lib (cdk-nag AwsSolutions-L1 wants the newest). */
export const RUNTIME = Runtime.NODEJS_24_X;

/**
 * The SDK's default credential chain loads these by dynamic import() only after the environment
 * provider fails (SSO, ini files, processes, web identity, container and instance metadata, with
 * their STS/SSO clients). Lambda always sets AWS_ACCESS_KEY_ID and friends and never AWS_PROFILE,
 * so they are never reached there; left external they cost nothing (130 kB of every bundle
 * inlined). The bundle test loads bundles where none of them resolve.
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
  banner: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // Loaded by dynamic import() where needed (bundledPackagesFor), never inlined: the dictionaries
  // alone would triple every account route's bundle.
  externalModules: [...STRENGTH_PACKAGES, ...PDF_PACKAGES, ...UNREACHED_CREDENTIAL_PACKAGES],
};

/** Bundling of one function: routes that set a password also get zxcvbn-ts beside index.mjs, routes that make a PDF pdf-lib. */
export function bundlingFor(route: Pick<DeployedRoute, 'password' | 'pdf'> | undefined, projectRoot: string): NonNullable<NodejsFunctionProps['bundling']> {
  const beside = [...(route?.password === 'set' ? STRENGTH_PACKAGES : []), ...(route?.pdf ? PDF_PACKAGES : [])];
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

/** The whole stage: API Gateway answers 429 beyond it. */
export const STAGE_THROTTLE: Required<ThrottleSettings> = { rateLimit: 100, burstLimit: 200 };

/**
 * Routes that run scrypt (`password` in the route table) get their own, lower limits: a hash is
 * about a second of a 512 MB function, so a route's concurrency stays near rate x 1 s (bursts
 * included, well under 100 for all of them together) and a flood of logins cannot take the
 * account's Lambda concurrency from every other route. 'set' routes (sign-up, resets, changes)
 * also estimate strength and are rarer than logins.
 */
export const PASSWORD_ROUTE_THROTTLE: Record<'verify' | 'set', Required<ThrottleSettings>> = {
  verify: { rateLimit: 20, burstLimit: 40 },
  set: { rateLimit: 5, burstLimit: 10 },
};

export interface ApiStackProps extends StackProps {
  settings: ResolvedSettings;
  data: DataStack;
  mail: MailStack;
  routes: DeployedRoute[];
  projectRoot: string;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Host name of the execute-api endpoint, for the CloudFront origin. */
  readonly apiDomain: string;
  readonly functions = new Map<string, NodejsFunction>();
  readonly roles = new Map<string, Role>();
  /** CloudFront sends its value as the origin-verify header; the chain refuses calls without it. */
  readonly originVerifySecret: Secret;
  /** b2c/getid derives its Ed25519 signing key from this value (functions/core/benefits/partner-token.ts). */
  readonly partnerTokenSecret: Secret;

  private readonly props: ApiStackProps;
  private readonly functionEnv: Record<string, string>;
  private readonly grantTargets: GrantTargets;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.props = props;
    const { settings, data, mail } = props;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Co-op savings portal (${settings.stage}): header value CloudFront adds to /api requests`,
      // Only letters and digits: it travels as an HTTP header value.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'CloudFront reads the value only when the web stack deploys, so rotation is a new value plus a web deploy (README, Deploying); the chain accepts the previous value meanwhile.',
    });
    this.partnerTokenSecret = new Secret(this, 'PartnerTokenSecret', {
      description: `Co-op savings portal (${settings.stage}): seed of the key that signs partner single sign-on ids`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.partnerTokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotation is a new value put by ops (README, Deploying); outside/partnerkeys publishes the previous public key beside the new one meanwhile.',
    });
    this.grantTargets = {
      tables: data.tables,
      specs: data.specs,
      mediaBucket: data.mediaBucket,
      mailIdentityArn: mail.identityArn,
      mailConfigurationSetArn: mail.configurationSetArn,
      originVerifySecret: this.originVerifySecret,
      partnerTokenSecret: this.partnerTokenSecret,
    };

    this.functionEnv = {
      STAGE: settings.stage,
      MEDIA_BUCKET: data.mediaBucket.bucketName,
      MAIL_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
      [ORIGIN_VERIFY_SECRET_ENV]: this.originVerifySecret.secretArn,
      [PARTNER_TOKEN_SECRET_ENV]: this.partnerTokenSecret.secretArn,
      ...(mail.mailFrom ? { MAIL_FROM: mail.mailFrom } : {}),
      ...Object.fromEntries(
        Object.entries(data.tables).map(([tableId, table]) => [`${tableId.toUpperCase()}_TABLE`, table.tableName]),
      ),
    };

    // The fallback reads nothing but the path: no chain, no data, no grants.
    const fallback = this.routeFunction('Fallback', 'fallback', path.join(props.projectRoot, 'functions/api/fallback.ts'), this.roleFor('fallback', []), undefined);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Co-op savings portal API (${settings.stage})`,
      createDefaultStage: false,
      // Anything without its own route: paths of the table not deployed yet (501) or unknown (404).
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', fallback),
    });
    this.apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    // CfnStage.routeSettings is untyped (a map by route key), so it takes CloudFormation's names.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes) {
      const fn = this.routeFunction(routeId(route.path), route.path, route.entry, this.roleFor(profileKey(route.data), permissionsFor(route)), route);
      const [added] = this.httpApi.addRoutes({
        path: `/api/${route.path}`,
        methods: [HttpMethod.POST],
        integration: new HttpLambdaIntegration(`${routeId(route.path)}Integration`, fn),
      });
      if (route.password) {
        const { rateLimit, burstLimit } = PASSWORD_ROUTE_THROTTLE[route.password];
        routeSettings[`POST /api/${route.path}`] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
        // Route settings name a route key: the route must exist before the stage refers to it.
        stage.node.addDependency(added!);
      }
    }
    if (Object.keys(routeSettings).length) (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    // Sessions are cookies checked by every handler's middy chain (member/admin access from the
    // route table), so an API Gateway authorizer would only repeat that work on each call.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'Authorization is per route in the handlers: session cookie plus CSRF token, access level from shared/routes.ts.',
    });
  }

  private routeFunction(id: string, routePath: string, entry: string, role: Role, route: DeployedRoute | undefined): NodejsFunction {
    const { settings } = this.props;
    const logGroup = new LogGroup(this, `${id}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(this, `${id}Function`, {
      entry,
      handler: 'handler',
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(route?.timeoutSeconds ?? 10),
      role,
      logGroup,
      description: routePath === 'fallback' ? 'Fallback for /api paths without a function' : `POST /api/${routePath}`,
      environment: { ...this.functionEnv, NODE_OPTIONS: '--enable-source-maps' },
      projectRoot: this.props.projectRoot,
      depsLockFilePath: path.join(this.props.projectRoot, 'package-lock.json'),
      bundling: bundlingFor(route, this.props.projectRoot),
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
    const role = new Role(this, `Role${profileId(key)}`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: key === 'fallback' ? 'Portal API fallback function (no data access)' : `Portal API functions with access ${key}`,
    });
    grantPermissions(role, permissions, this.grantTargets);
    this.roles.set(key, role);
    return role;
  }
}
