import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '#functions/db/tables.js';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import { FORWARD_HOST, SPA_REWRITE, STRIP_STATIC_PREFIX } from '#infra/lib/edge-functions.js';
import { edgeResponseHeaders, MEDIA_HEADERS, SPA_HEADERS } from '#infra/lib/edge-headers.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, PARTNER_TOKEN_SECRET_ENV } from '#functions/config.js';
import { PASSWORD_ROUTE_PATHS, PASSWORD_SET_PATHS, PASSWORD_VERIFY_PATHS } from '#infra/lib/web-acl.js';
import { RUNTIME } from '#infra/lib/route-functions.js';
import { keys } from '#functions/db/keys.js';
import type { NormalEmail } from '#functions/model/email-address.js';
import { PUBLIC_MEDIA_PREFIXES } from '#shared/media-keys.js';
import { API_PREFIX } from '#shared/constants.js';
import { ATTACKER_ADDRESSES, PASSWORD_ROUTE_THROTTLE, STAGE_THROTTLE, WAF_LIMITS } from '#shared/rate-limits.js';
import { handlerFile, routeList, routeMethod } from '#shared/routes.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';
import { sharedPortal, withoutCdkValidation } from '../support/shared-portal.js';

// The portal as `npm run synth` builds it (dev stage, cdk.json context), without running esbuild:
// these assertions read templates only. The "Lambda bundles" tests of
// tests/infra/deployed-functions.test.ts check real bundles.

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string }
>;

const FEEDBACK_DESCRIPTION = 'SES bounce and complaint events to the suppression list';
const implemented = routeList.filter((r) => existsSync(path.join(PROJECT_ROOT, handlerFile(r.path))));
const siteBuilt = existsSync(path.join(PROJECT_ROOT, 'dist/web/index.html'));

afterAll(removeTestApps);

/** `validate`: with CDK's CloudFormation schema validation, which runs on one app per run (tests/support/shared-portal.ts). */
function build(context: Record<string, unknown>, validate = false): { app: App; portal: Portal } {
  const app = testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING, ...context });
  const portal = buildPortal(app);
  // Runs the cdk-nag plugin too: an unacknowledged error would throw here.
  if (validate) app.synth();
  else withoutCdkValidation(() => app.synth());
  return { app, portal };
}

const templateOf = (stack: Stack) => Template.fromStack(stack);
const resourcesOf = (stack: Stack) => templateOf(stack).toJSON().Resources as Resources;
const ofType = (stack: Stack, type: string) => Object.entries(resourcesOf(stack)).filter(([, r]) => r.Type === type);
/** The stacks that hold route functions: the api stack and the admin area's own. */
const apiStacks = (portal: Portal): Stack[] => [portal.api, portal.adminApi];
const ofTypeInApi = (portal: Portal, type: string) => apiStacks(portal).flatMap((stack) => ofType(stack, type));

describe('portal (dev, default settings)', () => {
  let app: App;
  let portal: Portal;
  let api: Template;
  let web: Template;
  let data: Template;

  beforeAll(() => {
    ({ app, portal } = sharedPortal());
    api = templateOf(portal.api);
    web = templateOf(portal.web);
    data = templateOf(portal.data);
  }, 300_000);

  it('names the stacks after the stage', () => {
    expect([portal.data, portal.mail, portal.api, portal.adminApi, portal.web].map((s) => s.stackName)).toEqual([
      'portal-dev-data',
      'portal-dev-mail',
      'portal-dev-api',
      'portal-dev-admin-api',
      'portal-dev-web',
    ]);
    expect(portal.data.terminationProtection).toBe(false);
  });

  describe('api', () => {
    it('has one <method> /api/<path> route per implemented route-table entry (POST, GET for the manifest), plus $default', () => {
      const keys = ofTypeInApi(portal, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
      const expected = implemented.map((r) => `${routeMethod(r)} /api/${r.path}`);
      expect(keys.sort()).toEqual([...expected, '$default'].sort());
      expect(keys).toContain('GET /api/outside/manifest');
      expect(implemented.length).toBeGreaterThanOrEqual(2);
    });

    it("puts the admin routes in the admin-api stack, on the api stack's HTTP API", () => {
      const keysOf = (stack: Stack) =>
        ofType(stack, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
      const admin = implemented.filter((r) => r.access === 'admin').map((r) => `${routeMethod(r)} /api/${r.path}`);
      expect(admin.length).toBeGreaterThan(0);
      expect(keysOf(portal.adminApi).sort()).toEqual([...admin].sort());
      expect(keysOf(portal.api).filter((k) => k.startsWith('POST /api/admin/'))).toEqual([]);
      templateOf(portal.adminApi).resourceCountIs('AWS::ApiGatewayV2::Api', 0);
      for (const [, route] of ofType(portal.adminApi, 'AWS::ApiGatewayV2::Route')) {
        // A cross-stack reference (an output of the api stack) to its HttpApi.
        expect(JSON.stringify(route.Properties.ApiId)).toContain('"portal-dev-api"');
        expect(JSON.stringify(route.Properties.ApiId)).toContain(
          `Ref${portal.api.getLogicalId(portal.api.httpApi.node.defaultChild as never)}`,
        );
      }
      expect(portal.adminApi.dependencies).toContain(portal.api);
      for (const path of implemented.map((r) => r.path)) expect(portal.functions.has(path)).toBe(true);
    });

    it('has one function per implemented route plus the fallback and the SES feedback function, and no other function', () => {
      const descriptions = ofTypeInApi(portal, 'AWS::Lambda::Function').map(
        ([, r]) => r.Properties.Description as string,
      );
      expect(descriptions.sort()).toEqual(
        [
          ...implemented.map((r) => `${routeMethod(r)} /api/${r.path}`),
          'Fallback for /api paths without a function',
          FEEDBACK_DESCRIPTION,
        ].sort(),
      );
      // Across the app: those, plus BucketDeployment's provider only when there is a built site.
      const all = [portal.data, portal.mail, portal.api, portal.adminApi, portal.web].flatMap((s) =>
        ofType(s, 'AWS::Lambda::Function'),
      );
      expect(all).toHaveLength(implemented.length + 2 + (siteBuilt ? 1 : 0));
    });

    it("publishes the configuration set's bounces and complaints to EventBridge, and only its own reach the feedback function", () => {
      templateOf(portal.mail).hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
        EventDestination: {
          Enabled: true,
          MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
          EventBridgeDestination: { EventBusArn: Match.anyValue() },
        },
      });
      const [ruleId, rule] = ofType(portal.api, 'AWS::Events::Rule')[0]!;
      expect(rule.Properties.EventPattern).toMatchObject({
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [expect.anything()] } } },
      });
      const [fnId] = ofType(portal.api, 'AWS::Lambda::Function').find(
        ([, f]) => f.Properties.Description === FEEDBACK_DESCRIPTION,
      )!;
      expect(JSON.stringify(rule.Properties.Targets)).toContain(fnId);
      // EventBridge may invoke it, from this rule only.
      api.hasResourceProperties('AWS::Lambda::Permission', {
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
      });
    });

    it('lets the feedback function put suppression items and do nothing else', () => {
      const [, fn] = ofType(portal.api, 'AWS::Lambda::Function').find(
        ([, f]) => f.Properties.Description === FEEDBACK_DESCRIPTION,
      )!;
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const statements = ofType(portal.api, 'AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[]);
      // Beside its logs and X-Ray trace segments (active tracing, those two actions only).
      const tracing = statements.filter((s) => JSON.stringify(s.Action).includes('xray:'));
      expect(tracing.map((s) => [s.Action, s.Resource])).toEqual([
        [['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], '*'],
      ]);
      // And its dead-letter queue, for events that still fail after Lambda's retries.
      const deadLetters = statements.filter((s) => s.Action === 'sqs:SendMessage');
      expect(deadLetters.map((s) => s.Resource)).toEqual([
        {
          'Fn::GetAtt': [portal.api.getLogicalId(portal.api.feedbackDeadLetterQueue.node.defaultChild as never), 'Arn'],
        },
      ]);
      const data = statements.filter(
        (s) => !JSON.stringify(s.Action).startsWith('["logs:') && !tracing.includes(s) && !deadLetters.includes(s),
      );
      expect(data).toEqual([
        expect.objectContaining({
          Action: 'dynamodb:PutItem',
          Condition: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [keys.mailSuppression('*' as NormalEmail).pk] },
          },
          Resource: {
            'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/CoreTable.*Arn/) }),
          },
        }),
      ]);
      // Its role is its own: no route shares it.
      const users = ofType(portal.api, 'AWS::Lambda::Function').filter(
        ([, f]) => f.Properties.Role['Fn::GetAtt'][0] === roleId,
      );
      expect(users).toHaveLength(1);
    });

    it('sends every route to its own function and $default to the fallback', () => {
      // Route, integration and function are in one stack.
      for (const stack of apiStacks(portal)) {
        const resources = resourcesOf(stack);
        const fnByDescription = new Map(
          ofType(stack, 'AWS::Lambda::Function').map(([id, r]) => [r.Properties.Description as string, id]),
        );
        for (const [, route] of ofType(stack, 'AWS::ApiGatewayV2::Route')) {
          const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
          const integration = resources[integrationId]!;
          const fnId = integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
          const key = route.Properties.RouteKey as string;
          const description = key === '$default' ? 'Fallback for /api paths without a function' : key;
          expect(fnId).toBe(fnByDescription.get(description));
        }
      }
    });

    it('runs every function on arm64, the newest Node runtime, 512 MB, 10 s (or its route’s longer limit), with its own log group', () => {
      for (const stack of apiStacks(portal)) {
        const logGroups = new Set(ofType(stack, 'AWS::Logs::LogGroup').map(([id]) => id));
        for (const [, fn] of ofType(stack, 'AWS::Lambda::Function')) {
          expect(fn.Properties.Architectures).toEqual(['arm64']);
          expect(fn.Properties.Runtime).toBe(RUNTIME.name);
          expect(fn.Properties.MemorySize).toBe(512);
          const longer = routeList.find((r) => r.timeoutSeconds && fn.Properties.Description === `POST /api/${r.path}`);
          expect(fn.Properties.Timeout).toBe(longer?.timeoutSeconds ?? 10);
          expect(fn.Properties.Handler).toBe('index.handler');
          expect(logGroups.has(fn.Properties.LoggingConfig.LogGroup.Ref)).toBe(true);
        }
        templateOf(stack).allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
      }
      expect(RUNTIME.name).toBe('nodejs24.x');
    });

    it('passes each function the variables of what it may use (functions/config.ts), and only those', () => {
      const routeOf = (description: string) =>
        implemented.find((r) => `${routeMethod(r)} /api/${r.path}` === description);
      for (const [, fn] of ofTypeInApi(portal, 'AWS::Lambda::Function')) {
        const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
        const description = fn.Properties.Description as string;
        const route = routeOf(description);
        const expected = route
          ? [
              'STAGE',
              'EPHEMERAL_TABLE', // the chain's session lookup
              ORIGIN_VERIFY_SECRET_ENV, // the chain's origin check
              ...(route.data.core || route.data.mail ? ['CORE_TABLE'] : []),
              ...(route.data.geo ? ['GEO_TABLE'] : []),
              ...(route.data.media ? ['MEDIA_BUCKET'] : []),
              ...(route.data.mail ? ['MAIL_CONFIGURATION_SET'] : []),
              ...(route.data.partnerKey ? [PARTNER_TOKEN_SECRET_ENV] : []),
            ]
          : description === FEEDBACK_DESCRIPTION
            ? ['STAGE', 'CORE_TABLE']
            : ['STAGE'];
        expect(Object.keys(vars).sort(), description).toEqual([...expected, 'NODE_OPTIONS'].sort());
        expect(vars.STAGE).toBe('dev');
        expect(vars.MAIL_FROM).toBeUndefined(); // no mail settings for dev in cdk.json
        // Viewer headers are believed only after the origin check, never from a flag.
        expect(vars.TRUST_VIEWER_IP_HEADER).toBeUndefined();
      }
    });

    it('keeps generated origin-verify and partner-token secrets and names them to the functions that read them', () => {
      const secrets = ofType(portal.api, 'AWS::SecretsManager::Secret');
      expect(secrets).toHaveLength(2);
      for (const [, secret] of secrets) {
        expect(secret.Properties.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
        expect(secret.Properties.SecretString).toBeUndefined();
      }
      const origin = portal.api.getLogicalId(portal.api.originVerifySecret.node.defaultChild as never);
      const partner = portal.api.getLogicalId(portal.api.partnerTokenSecret.node.defaultChild as never);
      const signing = new Set(
        implemented.filter((r) => r.data.partnerKey).map((r) => `${routeMethod(r)} /api/${r.path}`),
      );
      expect(signing.size).toBeGreaterThan(0);
      const routeFunctions = (stack: Stack) =>
        ofType(stack, 'AWS::Lambda::Function').filter(([, fn]) => String(fn.Properties.Description).includes(' /api/'));
      for (const [, fn] of routeFunctions(portal.api)) {
        const vars = fn.Properties.Environment.Variables;
        expect(vars[ORIGIN_VERIFY_SECRET_ENV]).toEqual({ Ref: origin });
        expect(vars[PARTNER_TOKEN_SECRET_ENV]).toEqual(
          signing.has(fn.Properties.Description) ? { Ref: partner } : undefined,
        );
      }
      // The admin routes' functions name the same secret, read from the api stack's outputs.
      for (const [, fn] of routeFunctions(portal.adminApi)) {
        expect(JSON.stringify(fn.Properties.Environment.Variables[ORIGIN_VERIFY_SECRET_ENV])).toContain(`Ref${origin}`);
        expect(fn.Properties.Environment.Variables[PARTNER_TOKEN_SECRET_ENV]).toBeUndefined();
      }
      templateOf(portal.adminApi).resourceCountIs('AWS::SecretsManager::Secret', 0);
    });

    it('throttles and access-logs the $default stage', () => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
          ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        },
        AccessLogSettings: {
          DestinationArn: Match.anyValue(),
          Format: Match.stringLikeRegexp('\\$context\\.requestId'),
        },
      });
      api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    });

    it(`keeps the shared throttles above what ${ATTACKER_ADDRESSES} addresses at their WAF per-IP limits can send`, () => {
      // At 100 requests per 5 minutes per IP and 5 rps per password route, 15 addresses
      // held every sign-up and reset at 429. Each address's steady rate is its WAF limit over the
      // window; together they must stay under the route's (and the stage's) rate, as synthesized.
      const [, stage] = ofType(portal.api, 'AWS::ApiGatewayV2::Stage')[0]!;
      const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
      const perIpRate = (limit: number) => limit / WAF_LIMITS.windowSeconds;
      for (const [paths, limit] of [
        [PASSWORD_SET_PATHS, WAF_LIMITS.passwordSetPerIp],
        [PASSWORD_VERIFY_PATHS, WAF_LIMITS.passwordVerifyPerIp],
      ] as const) {
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) {
          const routeRate = settings[`POST ${path}`]?.ThrottlingRateLimit;
          // Admin-stack routes carry no route setting (only the stage's); every password route is in the api stack.
          expect(routeRate, path).toBeDefined();
          expect(ATTACKER_ADDRESSES * perIpRate(limit), path).toBeLessThan(routeRate!);
        }
      }
      expect(ATTACKER_ADDRESSES * perIpRate(WAF_LIMITS.apiPerIp)).toBeLessThan(
        stage.Properties.DefaultRouteSettings.ThrottlingRateLimit,
      );
    });

    it('throttles every route that runs scrypt more tightly, from the route table, after its route exists', () => {
      const [stageId, stage] = ofType(portal.api, 'AWS::ApiGatewayV2::Stage')[0]!;
      const hashing = implemented.filter((r) => r.password);
      expect(hashing.map((r) => r.path)).toEqual(
        expect.arrayContaining(['outside/login', 'outside/saveuser', 'b2c/changepassword']),
      );
      const expected = Object.fromEntries(
        hashing.map((r) => {
          const t = PASSWORD_ROUTE_THROTTLE[r.password!];
          return [`POST /api/${r.path}`, { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }];
        }),
      );
      expect(stage.Properties.RouteSettings).toEqual(expected);
      for (const t of Object.values(PASSWORD_ROUTE_THROTTLE))
        expect(t.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
      const routeIds = new Map(
        ofType(portal.api, 'AWS::ApiGatewayV2::Route').map(([id, r]) => [r.Properties.RouteKey as string, id]),
      );
      const dependsOn = (resourcesOf(portal.api)[stageId] as { DependsOn?: string[] }).DependsOn ?? [];
      for (const key of Object.keys(expected)) expect(dependsOn).toContain(routeIds.get(key));
    });

    it('grants no SES permission when the stage configures no mail identity', () => {
      for (const [, policy] of ofTypeInApi(portal, 'AWS::IAM::Policy')) {
        expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toContain('ses:');
      }
    });
  });

  describe('data', () => {
    it('builds each table from TABLES: keys, indexes, on-demand, PITR, retained', () => {
      data.resourceCountIs('AWS::DynamoDB::Table', TABLES.length);
      for (const spec of TABLES) {
        const table = portal.data.tables[spec.id];
        const id = portal.data.getLogicalId(table.node.defaultChild as CfnTable);
        const resource = resourcesOf(portal.data)[id]!;
        expect(resource.DeletionPolicy).toBe('Retain');
        expect(resource.UpdateReplacePolicy).toBe('Retain');
        const p = resource.Properties;
        expect(p.BillingMode).toBe('PAY_PER_REQUEST');
        expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
        expect(p.KeySchema).toEqual([
          { AttributeName: spec.partitionKey, KeyType: 'HASH' },
          { AttributeName: spec.sortKey, KeyType: 'RANGE' },
        ]);
        expect(p.GlobalSecondaryIndexes).toEqual(
          spec.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        );
        if (spec.ttlAttribute)
          expect(p.TimeToLiveSpecification).toEqual({ AttributeName: spec.ttlAttribute, Enabled: true });
        else expect(p.TimeToLiveSpecification).toBeUndefined();
      }
      expect(TABLES.find((t) => t.id === 'ephemeral')?.ttlAttribute).toBe('expiresAt');
    });

    it('keeps media private, versioned, encrypted and retained', () => {
      const id = portal.data.getLogicalId(portal.data.mediaBucket.node.defaultChild as never);
      const media = resourcesOf(portal.data)[id]!;
      expect(media.DeletionPolicy).toBe('Retain');
      expect(media.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(
        media.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
      ).toEqual({
        SSEAlgorithm: 'AES256',
      });
      expect(media.Properties.LoggingConfiguration.DestinationBucketName).toBeDefined();
    });

    it('lets CloudFront read only the public media prefixes', () => {
      const statement = ofType(portal.data, 'AWS::S3::BucketPolicy')
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[])
        .find((s) => s.Sid === 'CloudFrontReadsPublicMedia');
      expect(statement.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(statement.Action).toBe('s3:GetObject');
      const suffixes = (statement.Resource as any[]).map((r) => r['Fn::Join'][1][1]);
      expect(suffixes.sort()).toEqual(PUBLIC_MEDIA_PREFIXES.map((p) => `/${p}*`).sort());
      expect(PUBLIC_MEDIA_PREFIXES).toContain('logos/');
      expect(statement.Condition.ArnLike['AWS:SourceArn']).toBeDefined();
    });
  });

  it('blocks public access and denies non-TLS requests on every bucket of every stack', () => {
    let buckets = 0;
    for (const stack of [portal.data, portal.mail, portal.api, portal.adminApi, portal.web]) {
      const policies = ofType(stack, 'AWS::S3::BucketPolicy');
      for (const [id, bucket] of ofType(stack, 'AWS::S3::Bucket')) {
        buckets++;
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        const policy = policies.find(([, p]) => p.Properties.Bucket.Ref === id);
        const denies = (policy?.[1].Properties.PolicyDocument.Statement as any[]).filter((s) => s.Effect === 'Deny');
        expect(denies.some((s) => s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
      }
    }
    expect(buckets).toBe(4); // media, its access logs, SPA, CloudFront/SPA logs
  });

  describe('web', () => {
    const distribution = () => ofType(portal.web, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const functionFor = (code: string) =>
      ofType(portal.web, 'AWS::CloudFront::Function').find(([, f]) => f.Properties.FunctionCode === code)![0];
    const association = (behaviour: any) => behaviour.FunctionAssociations[0];

    it('serves the SPA with the rewrite function and security headers, without error-page rewrites', () => {
      const config = distribution();
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.CustomErrorResponses).toBeUndefined(); // they would swallow the API's 404s
      const def = config.DefaultCacheBehavior;
      expect(def.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
      expect(def.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(association(def)).toEqual({
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [functionFor(SPA_REWRITE), 'FunctionARN'] },
      });
      expect(def.ResponseHeadersPolicyId).toBeDefined();
      web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: Match.objectLike({
            ContentSecurityPolicy: {
              ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
              Override: true,
            },
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000 }),
            ContentTypeOptions: { Override: true },
            FrameOptions: { FrameOption: 'DENY', Override: true },
          }),
        }),
      });
    });

    it('sends /api/* uncached to the HTTP API with the viewer host as x-forwarded-host', () => {
      const behaviour = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
      expect(behaviour.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
      expect(behaviour.OriginRequestPolicyId).toBe(
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      );
      expect(behaviour.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
      expect(behaviour.ViewerProtocolPolicy).toBe('https-only');
      expect(association(behaviour)).toEqual({
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [functionFor(FORWARD_HOST), 'FunctionARN'] },
      });
      const origin = distribution().Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      // The api stack's execute-api host, read whole from its output (docs/adr/0065-cross-stack-references.md).
      expect(origin.DomainName).toEqual({
        'Fn::GetStackOutput': expect.objectContaining({ StackName: 'portal-dev-api', OutputName: 'ApiHost' }),
      });
    });

    it('adds the origin-verify secret as a header to every /api origin request, read by CloudFormation', () => {
      const behaviour = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
      const origin = distribution().Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
      expect(origin.OriginCustomHeaders).toHaveLength(1);
      const [header] = origin.OriginCustomHeaders;
      expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      // A dynamic reference to the API stack's secret: the value never appears in the template.
      const [prefix, ref, suffix] = header.HeaderValue['Fn::Join'][1];
      expect(prefix).toBe('{{resolve:secretsmanager:');
      expect(JSON.stringify(ref)).toContain(
        portal.api.getLogicalId(portal.api.originVerifySecret.node.defaultChild as never),
      );
      expect(suffix).toBe(':SecretString:::}}');
      // Only the API origin gets it: S3 origins (site, media) never see the secret.
      const withHeaders = distribution().Origins.filter((o: any) => o.OriginCustomHeaders);
      expect(withHeaders).toHaveLength(1);
    });

    it('puts AWS WAF in front: managed rules and per-IP rate limits, scrypt routes tightest, IPv4 only', () => {
      const acls = ofType(portal.web, 'AWS::WAFv2::WebACL');
      expect(acls).toHaveLength(1);
      const [aclId, acl] = acls[0]!;
      expect(distribution().WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
      expect(distribution().IPV6Enabled).toBe(false);
      expect(acl.Properties.Scope).toBe('CLOUDFRONT');
      expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
      const rules = acl.Properties.Rules as any[];
      const managed = rules
        .filter((r) => r.Statement.ManagedRuleGroupStatement)
        .map((r) => r.Statement.ManagedRuleGroupStatement.Name);
      expect(managed).toEqual([
        'AWSManagedRulesAmazonIpReputationList',
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
      ]);
      const common = rules.find((r) => r.Statement.ManagedRuleGroupStatement?.Name === 'AWSManagedRulesCommonRuleSet');
      expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
        { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      ]);

      const rate = (name: string) => rules.find((r) => r.Name === name);
      // Password routes in two rules: those that set a password tightest, those that check one.
      const passwordRules = (['set', 'verify'] as const).map((kind) => {
        const rule = rate(`password-${kind}-routes-per-ip`);
        expect(rule.Statement.RateBasedStatement).toMatchObject({
          AggregateKeyType: 'IP',
          Limit: kind === 'set' ? WAF_LIMITS.passwordSetPerIp : WAF_LIMITS.passwordVerifyPerIp,
          EvaluationWindowSec: 300,
        });
        const scoped = rule.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
          (st: any) => st.ByteMatchStatement,
        );
        const expectedPaths = routeList.filter((r) => r.password === kind).map((r) => `${API_PREFIX}${r.path}`);
        expect(scoped.map((b: any) => b.SearchString).sort()).toEqual(expectedPaths.sort());
        for (const b of scoped)
          expect(b).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY' });
        return rule;
      });
      expect(PASSWORD_ROUTE_PATHS).toEqual(expect.arrayContaining(['/api/outside/login', '/api/b2c/changepassword']));
      expect([...PASSWORD_SET_PATHS, ...PASSWORD_VERIFY_PATHS].sort()).toEqual([...PASSWORD_ROUTE_PATHS].sort());
      const apiWide = rate('api-per-ip');
      expect(apiWide.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: WAF_LIMITS.apiPerIp,
      });
      expect(apiWide.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
        SearchString: API_PREFIX,
        PositionalConstraint: 'STARTS_WITH',
      });
      expect(WAF_LIMITS.passwordSetPerIp).toBeLessThan(WAF_LIMITS.passwordVerifyPerIp);
      expect(WAF_LIMITS.passwordVerifyPerIp).toBeLessThan(WAF_LIMITS.apiPerIp);
      // AWS WAF's least limit.
      for (const r of [...passwordRules, apiWide])
        expect(r.Statement.RateBasedStatement.Limit).toBeGreaterThanOrEqual(10);

      // Refused calls get the API's own failure shape and a 429, so the page shows a message.
      for (const r of [...passwordRules, apiWide])
        expect(r.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429 });
      const [body] = Object.values(acl.Properties.CustomResponseBodies) as any[];
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many attempts\. Please wait 5 minutes/),
      });
    });

    it('sends /static/* to the media bucket through OAC with the prefix stripped', () => {
      const config = distribution();
      const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === '/static/*');
      expect(behaviour.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
      expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(association(behaviour)).toEqual({
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [functionFor(STRIP_STATIC_PREFIX), 'FunctionARN'] },
      });
      const origin = config.Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(JSON.stringify(origin.DomainName)).toContain('MediaBucket');
      const siteOrigin = config.Origins.find((o: any) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
      expect(siteOrigin.OriginAccessControlId).toBeDefined();
    });

    it('sends the headers of infra/lib/edge-headers.ts (the local server sends them too): pages the SPA set, /static/* the media set, /api/* none added', () => {
      const config = distribution();
      const policies = Object.fromEntries(
        ofType(portal.web, 'AWS::CloudFront::ResponseHeadersPolicy').map(([id, p]) => [
          id,
          p.Properties.ResponseHeadersPolicyConfig,
        ]),
      );
      const policyOf = (behaviour: any) => policies[behaviour.ResponseHeadersPolicyId.Ref];
      // What a browser receives from a policy, as CloudFront words each header.
      const wire = (policy: any): Record<string, string> => {
        const s = policy.SecurityHeadersConfig;
        const overrides = [
          s.ContentSecurityPolicy,
          s.StrictTransportSecurity,
          s.ContentTypeOptions,
          s.FrameOptions,
          s.ReferrerPolicy,
          ...(policy.CustomHeadersConfig?.Items ?? []),
        ];
        expect(overrides.every((h: any) => h.Override === true)).toBe(true);
        return {
          'content-security-policy': s.ContentSecurityPolicy.ContentSecurityPolicy,
          'strict-transport-security': `max-age=${s.StrictTransportSecurity.AccessControlMaxAgeSec}${s.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
          'x-content-type-options': 'nosniff',
          'x-frame-options': s.FrameOptions.FrameOption,
          'referrer-policy': s.ReferrerPolicy.ReferrerPolicy,
          ...Object.fromEntries((policy.CustomHeadersConfig?.Items ?? []).map((h: any) => [h.Header, h.Value])),
        };
      };
      expect(wire(policyOf(config.DefaultCacheBehavior))).toEqual(edgeResponseHeaders(SPA_HEADERS));
      expect(wire(policyOf(config.CacheBehaviors.find((b: any) => b.PathPattern === '/static/*')))).toEqual(
        edgeResponseHeaders(MEDIA_HEADERS),
      );
      expect(
        config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*').ResponseHeadersPolicyId,
      ).toBeUndefined();
    });

    it('logs viewer requests and uses the default certificate when the stage has no domains', () => {
      const config = distribution();
      expect(config.Logging.Prefix).toBe('cloudfront/');
      expect(config.Aliases).toBeUndefined();
      expect(config.ViewerCertificate).toBeUndefined();
    });

    it('uploads the built SPA only when dist/web/index.html exists', () => {
      web.resourceCountIs('Custom::CDKBucketDeployment', siteBuilt ? 2 : 0);
      expect(portal.web.deploysSite).toBe(siteBuilt);
    });

    it('compresses every behaviour (brotli and gzip by Accept-Encoding, as the local portal does)', () => {
      const config = distribution();
      for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
        expect(behaviour.Compress).toBe(true);
      // CachingOptimized keys the cache on the encoding, so br and gzip copies are both cached.
      expect(config.DefaultCacheBehavior.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    });

    it.runIf(siteBuilt)(
      'uploads hashed assets as immutable for a year and everything else (index.html) as no-cache',
      () => {
        const deployments = ofType(portal.web, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
        const assets = deployments.find((d) => d.Include?.includes('assets/*'));
        const rest = deployments.find((d) => d.Exclude?.includes('assets/*'));
        expect(assets?.SystemMetadata).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable' });
        expect(rest?.SystemMetadata).toMatchObject({ 'cache-control': 'no-cache' });
      },
    );
  });

  it('leaves cdk-nag AwsSolutions with no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  });

  it('stays well under 500 resources per stack', () => {
    for (const stack of [portal.data, portal.mail, portal.api, portal.adminApi, portal.web]) {
      expect(Object.keys(resourcesOf(stack)).length).toBeLessThan(500);
    }
  });
});

describe('portal (prod, co-op domains and mail configured)', () => {
  const prod = {
    stage: 'prod',
    stages: {
      prod: {
        account: '123456789012',
        region: 'us-east-1',
        alarmEmails: ['ops@example-coop.org'],
        coops: [
          {
            plid: 1001,
            domains: ['savings.example-coop.org'],
            certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-000000000000',
          },
          { plid: 1002, domains: ['portal.other-coop.com'] },
        ],
        mailDomain: 'example-coop.org',
      },
    },
  };
  let app: App;
  let portal: Portal;

  beforeAll(() => {
    // The one app of the run CDK's own schema validation checks: the stage with the most kinds of resources.
    ({ app, portal } = build(prod, true));
  }, 60_000);

  it('puts the stage in stack names and protects prod', () => {
    expect(portal.api.stackName).toBe('portal-prod-api');
    expect(portal.adminApi.stackName).toBe('portal-prod-admin-api');
    for (const stack of [portal.data, portal.mail, portal.api, portal.adminApi, portal.web])
      expect(stack.terminationProtection).toBe(true);
    templateOf(portal.data).allResourcesProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
  });

  it("serves each co-op's domains as its own distribution tenant (tests/infra/coop-tenants.test.ts has the rest)", () => {
    const tenants = ofType(portal.web, 'AWS::CloudFront::DistributionTenant').map(([, r]) => r.Properties);
    expect(tenants.map((t) => t.Domains)).toEqual(prod.stages.prod.coops.map((c) => c.domains));
    expect(tenants[0]?.Customizations).toEqual({ Certificate: { Arn: prod.stages.prod.coops[0]?.certificateArn } });
    const config = ofType(portal.web, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    expect(config.ConnectionMode).toBe('tenant-only');
  });

  it('verifies the mail domain and scopes ses:SendEmail to it and the configuration set', () => {
    const mail = templateOf(portal.mail);
    mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example-coop.org' });
    mail.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    expect(Object.keys(mail.toJSON().Outputs).filter((k) => k.startsWith('DkimRecord'))).toHaveLength(3);

    const mailRoutes = implemented.filter((r) => r.data.mail);
    const sesStatements = ofTypeInApi(portal, 'AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[])
      .filter((s) => JSON.stringify(s.Action).includes('ses:'));
    if (mailRoutes.length) expect(sesStatements.length).toBeGreaterThan(0);
    for (const statement of sesStatements) {
      expect(statement.Action).toBe('ses:SendEmail');
      expect(statement.Resource).toHaveLength(2);
      const resources = (statement.Resource as unknown[]).map((r) => JSON.stringify(r));
      expect(resources.filter((r) => r.includes(':identity/') && r.includes('PublishOutputRefIdentity'))).toHaveLength(
        1,
      );
      expect(resources.filter((r) => r.includes(':configuration-set/') && r.includes('ConfigurationSet'))).toHaveLength(
        1,
      );
    }
    // Only functions that send mail are told the sender.
    for (const [, fn] of ofTypeInApi(portal, 'AWS::Lambda::Function')) {
      const vars = fn.Properties.Environment.Variables;
      expect(vars.MAIL_FROM, fn.Properties.Description).toBe(
        vars.MAIL_CONFIGURATION_SET ? 'no-reply@example-coop.org' : undefined,
      );
    }
    expect(
      ofTypeInApi(portal, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment.Variables.MAIL_FROM),
    ).not.toEqual([]);
  });

  it('keeps a year of logs', () => {
    for (const stack of apiStacks(portal))
      templateOf(stack).allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 365 });
  });

  it('leaves cdk-nag AwsSolutions with no unacknowledged finding', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('portal (stage pinned outside us-east-1, rotated origin secret)', () => {
  const version = 'a1b2c3d4-0000-4000-8000-00000000abcd';
  let app: App;
  let portal: Portal;

  beforeAll(() => {
    ({ app, portal } = build({
      stage: 'dev',
      stages: { dev: { account: '123456789012', region: 'eu-west-1' } },
      originSecretVersion: version,
    }));
  }, 60_000);

  it('puts the web ACL in its own us-east-1 stack and attaches it across regions', () => {
    expect(portal.edge?.stackName).toBe('portal-dev-edge');
    expect(portal.edge?.region).toBe('us-east-1');
    expect(portal.web.region).toBe('eu-west-1');
    templateOf(portal.edge!).hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    templateOf(portal.web).resourceCountIs('AWS::WAFv2::WebACL', 0);
    const config = ofType(portal.web, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    expect(config.WebACLId['Fn::GetStackOutput']).toMatchObject({ StackName: 'portal-dev-edge', Region: 'us-east-1' });
  });

  it('sends the pinned secret version once rotated, so CloudFormation reads the new value', () => {
    const config = ofType(portal.web, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const header = config.Origins.flatMap((o: any) => o.OriginCustomHeaders ?? [])[0];
    expect(header.HeaderValue['Fn::Join'][1].at(-1)).toBe(`:SecretString:::${version}}}`);
  });

  it('leaves cdk-nag AwsSolutions with no unacknowledged finding', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('stage settings', () => {
  const tryBuild = (settings: object) => () =>
    buildPortal(testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING, stage: 'dev', stages: { dev: settings } }), {
      nag: false,
    });

  it('refuses the shared certificate, certificates outside us-east-1 and unknown keys', () => {
    // Each co-op key is covered in tests/infra/stage-settings.test.ts.
    expect(tryBuild({ domainNames: ['a.example.org'] })).toThrow(/replaced by stages\.dev\.coops/);
    expect(
      tryBuild({
        coops: [
          { plid: 1, domains: ['a.example.org'], certificateArn: 'arn:aws:acm:us-west-2:123456789012:certificate/abc' },
        ],
      }),
    ).toThrow(/us-east-1/);
    expect(tryBuild({ domainName: 'typo.example.org' })).toThrow(/unknown keys: domainName/);
    expect(tryBuild({ mailDomain: 'a.org', mailFrom: 'x@b.org' })).toThrow(/mailFrom/);
    const withVersion = (originSecretVersion: string) => () =>
      buildPortal(testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING, originSecretVersion }), { nag: false });
    expect(withVersion('not a version')).toThrow(/originSecretVersion/);
  });
});
