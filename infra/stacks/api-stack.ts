import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { PASSWORD_ROUTE_THROTTLE, STAGE_THROTTLE } from '#shared/rate-limits.js';
import { routeId, type DeployedRoute } from '../lib/deployed-routes.js';
import { RouteFunctions } from '../lib/route-functions.js';
import type { ResolvedSettings } from '../lib/settings.js';
import type { DataStack } from './data-stack.js';
import type { MailStack } from './mail-stack.js';

// The HTTP API: one Lambda and one `POST /api/<path>` route (GET for the manifest) per implemented route-table entry,
// and a $default route to the fallback function for everything else. The admin area's routes
// are added to this API by admin-api-stack.ts (CloudFormation's 500 resources per stack).

export interface ApiStackProps extends StackProps {
  settings: ResolvedSettings;
  data: DataStack;
  mail: MailStack;
  routes: DeployedRoute[];
  projectRoot: string;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /**
   * Host name of the execute-api endpoint, for the CloudFront origin: this stack's `ApiHost`
   * output, cut from the endpoint URL here, so a stack reading it gets a whole value
   * (`Fn::GetStackOutput` never inside `Fn::Split`, docs/adr/0065-cross-stack-references.md).
   */
  readonly apiHostOutput: CfnOutput;
  /** This stack's functions by route path (and 'fallback'); Portal.functions has the admin routes' too. */
  readonly functions: Map<string, NodejsFunction>;
  readonly roles: Map<string, Role>;
  /** CloudFront sends its value as the origin-verify header; the chain refuses calls without it. */
  readonly originVerifySecret: Secret;
  /** b2c/getid derives its Ed25519 signing key from this value (functions/core/benefits/partner-token.ts). */
  readonly partnerTokenSecret: Secret;
  /**
   * Bounce and complaint events that never reached the suppression list: EventBridge's after its
   * retries, the feedback function's after Lambda's. The monitoring stack alarms on it.
   */
  readonly feedbackDeadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data, mail } = props;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Co-op savings portal (${settings.stage}): header value CloudFront adds to /api requests`,
      // Only letters and digits: it travels as an HTTP header value.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value only when the web stack deploys, so rotation is a new value plus a web deploy (docs/operations.md); the chain accepts the previous value meanwhile.',
    });
    this.partnerTokenSecret = new Secret(this, 'PartnerTokenSecret', {
      description: `Co-op savings portal (${settings.stage}): seed of the key that signs partner single sign-on ids`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      // Partners hold its public key (outside/partnerkeys): a new seed after a stack replacement
      // would make every id they check fail until they fetch the new JWKS.
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.partnerTokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotation is a new value put by ops (docs/operations.md); outside/partnerkeys publishes the previous public key beside the new one meanwhile.',
    });
    const functions = new RouteFunctions(this, {
      settings,
      data,
      mail,
      originVerifySecret: this.originVerifySecret,
      partnerTokenSecret: this.partnerTokenSecret,
      projectRoot: props.projectRoot,
    });
    this.functions = functions.functions;
    this.roles = functions.roles;

    const fallback = functions.fallback();

    // A lost complaint would keep mailing someone who complained: what fails lands here, kept
    // 14 days (SQS's most) for the runbook's redrive (docs/operations.md, SES feedback dead letters).
    this.feedbackDeadLetterQueue = new Queue(this, 'SesFeedbackDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.feedbackDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter queue of the SES feedback rule and function.',
    });
    // SES publishes the configuration set's bounces and complaints to the default bus; only this
    // stage's set reaches the feedback function (another stage may share the account).
    new Rule(this, 'SesFeedbackRule', {
      description: `Co-op savings portal (${settings.stage}): SES bounces and complaints to the suppression list`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [mail.configurationSet.configurationSetName] } } },
      },
      targets: [
        new LambdaFunction(functions.feedback(this.feedbackDeadLetterQueue), {
          retryAttempts: 4,
          deadLetterQueue: this.feedbackDeadLetterQueue,
        }),
      ],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Co-op savings portal API (${settings.stage})`,
      createDefaultStage: false,
      // Anything without its own route: paths of the table not deployed yet (501) or unknown (404).
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', fallback),
    });
    this.apiHostOutput = new CfnOutput(this, 'ApiHost', {
      value: Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint)),
      description: 'Host of the execute-api endpoint (the CloudFront /api/* origin)',
    });

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
      const fn = functions.forRoute(route);
      const [added] = this.httpApi.addRoutes({
        path: `/api/${route.path}`,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${routeId(route.path)}Integration`, fn),
      });
      if (route.password) {
        const { rateLimit, burstLimit } = PASSWORD_ROUTE_THROTTLE[route.password];
        routeSettings[`${route.method} /api/${route.path}`] = {
          ThrottlingRateLimit: rateLimit,
          ThrottlingBurstLimit: burstLimit,
        };
        // Route settings name a route key: the route must exist before the stage refers to it.
        stage.node.addDependency(added!);
      }
    }
    if (Object.keys(routeSettings).length) (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    // Sessions are cookies checked by every handler's middy chain (member/admin access from the
    // route table), so an API Gateway authorizer would only repeat that work on each call.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is per route in the handlers: session cookie plus CSRF token, access level from shared/routes.ts.',
    });
  }

  /**
   * The API host as `consumer` reads it: a plain `Fn::GetStackOutput` of `ApiHost`. CDK's own
   * reference would put `Fn::Select(2, Fn::Split('/', Fn::GetStackOutput(endpoint)))` in the
   * consumer, a nesting CloudFormation does not accept in every region (cfn-lint E1017).
   */
  apiHostFor(consumer: Stack): string {
    consumer.addStackDependency(this, 'reads the ApiHost output');
    return Fn.getStackOutput(this.stackName, this.resolve(this.apiHostOutput.logicalId) as string, this.region);
  }
}
