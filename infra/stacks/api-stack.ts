import { Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import path from 'node:path';
import type { DataNeeds } from '../../shared/routes.js';
import { profileId, profileKey } from '../lib/access-profile.js';
import { routeId, type DeployedRoute } from '../lib/deployed-routes.js';
import { grantBucket, grantSendEmail, grantTable } from '../lib/grants.js';
import { acknowledgeWildcardResource } from '../lib/nag.js';
import type { ResolvedSettings } from '../lib/settings.js';
import type { DataStack, TableId } from './data-stack.js';
import type { MailStack } from './mail-stack.js';

// The HTTP API: one Lambda and one `POST /api/<path>` route per implemented route-table entry,
// and a $default route to the fallback function for everything else.

/** Newest Node.js runtime in this aws-cdk-lib (cdk-nag AwsSolutions-L1 wants the newest). */
export const RUNTIME = Runtime.NODEJS_24_X;

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
  externalModules: [],
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

  private readonly props: ApiStackProps;
  private readonly functionEnv: Record<string, string>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.props = props;
    const { settings, data, mail } = props;

    this.functionEnv = {
      STAGE: settings.stage,
      // CloudFront's viewer-request function overwrites x-viewer-ip with the real client address.
      TRUST_VIEWER_IP_HEADER: 'true',
      MEDIA_BUCKET: data.mediaBucket.bucketName,
      MAIL_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
      ...(mail.mailFrom ? { MAIL_FROM: mail.mailFrom } : {}),
      ...Object.fromEntries(
        Object.entries(data.tables).map(([tableId, table]) => [`${tableId.toUpperCase()}_TABLE`, table.tableName]),
      ),
    };

    const fallback = this.routeFunction('Fallback', 'fallback', path.join(props.projectRoot, 'functions/api/fallback.ts'), {});

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
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
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

    for (const route of props.routes) {
      const fn = this.routeFunction(routeId(route.path), route.path, route.entry, route.data);
      this.httpApi.addRoutes({
        path: `/api/${route.path}`,
        methods: [HttpMethod.POST],
        integration: new HttpLambdaIntegration(`${routeId(route.path)}Integration`, fn),
      });
    }

    // Sessions are cookies checked by every handler's middy chain (member/admin access from the
    // route table), so an API Gateway authorizer would only repeat that work on each call.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'Authorization is per route in the handlers: session cookie plus CSRF token, access level from shared/routes.ts.',
    });
  }

  private routeFunction(id: string, routePath: string, entry: string, data: DataNeeds): NodejsFunction {
    const { settings } = this.props;
    const logGroup = new LogGroup(this, `${id}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = this.roleFor(data);
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(this, `${id}Function`, {
      entry,
      handler: 'handler',
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      description: routePath === 'fallback' ? 'Fallback for /api paths without a function' : `POST /api/${routePath}`,
      environment: { ...this.functionEnv, NODE_OPTIONS: '--enable-source-maps' },
      projectRoot: this.props.projectRoot,
      depsLockFilePath: path.join(this.props.projectRoot, 'package-lock.json'),
      bundling: BUNDLING,
    });
    this.functions.set(routePath, fn);
    return fn;
  }

  /** One role per distinct data-needs signature, granting exactly that signature. */
  private roleFor(data: DataNeeds): Role {
    const key = profileKey(data);
    const existing = this.roles.get(key);
    if (existing) return existing;

    const { data: dataStack, mail } = this.props;
    const role = new Role(this, `Role${profileId(key)}`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Portal API functions with access ${key}`,
    });
    for (const tableId of Object.keys(dataStack.tables) as TableId[]) {
      const grant = data[tableId];
      if (grant) grantTable(role, dataStack.tables[tableId], dataStack.specs[tableId], grant);
    }
    if (data.media) {
      grantBucket(role, dataStack.mediaBucket, data.media);
      acknowledgeWildcardResource(
        role,
        dataStack.mediaBucket.arnForObjects('*'),
        'Media object keys are generated per upload, so access is to the objects of this one bucket, not to a fixed list.',
      );
    }
    if (data.mail && mail.identityArn) grantSendEmail(role, mail.identityArn, mail.configurationSetArn);
    this.roles.set(key, role);
    return role;
  }
}
