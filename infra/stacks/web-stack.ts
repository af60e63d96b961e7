import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  Token,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  CfnConnectionGroup,
  CfnDistributionTenant,
  type CfnDistribution,
  type CfnDistributionTenantProps,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '#functions/config.js';
import { FORWARD_HOST, SPA_REWRITE, STRIP_STATIC_PREFIX } from '../lib/edge-functions.js';
import { MEDIA_HEADERS, SPA_HEADERS, type EdgeHeaderPolicy } from '../lib/edge-headers.js';
import type { CoopDomains, ResolvedSettings } from '../lib/settings.js';
import { acknowledgeWildcardResource } from '../lib/nag.js';
import { createWebAcl } from '../lib/web-acl.js';
import { EDGE_REGION } from './edge-stack.js';
import type { ApiStack } from './api-stack.js';
import type { DataStack } from './data-stack.js';

// One CloudFront distribution serves the whole portal on each co-op's host name: the SPA from its
// own bucket, /api/* from the HTTP API (same origin, so no CORS) and /static/* from the media bucket.
// A stage with co-ops in `coops` makes it a multi-tenant distribution: each co-op is a distribution
// tenant with its own host names and certificate (ADR 0067). Without, it is a standard distribution
// reached on its *.cloudfront.net name only.

export interface WebStackProps extends StackProps {
  settings: ResolvedSettings;
  data: DataStack;
  api: ApiStack;
  /** ARN of the web ACL from the us-east-1 edge stack; without it, this stack creates the ACL. */
  webAclArn?: string;
  projectRoot: string;
}

const FRAME_OPTIONS: Record<EdgeHeaderPolicy['frameOptions'], HeadersFrameOption> = {
  DENY: HeadersFrameOption.DENY,
  SAMEORIGIN: HeadersFrameOption.SAMEORIGIN,
};
const REFERRER_POLICIES: Record<EdgeHeaderPolicy['referrerPolicy'], HeadersReferrerPolicy> = {
  'no-referrer': HeadersReferrerPolicy.NO_REFERRER,
  'same-origin': HeadersReferrerPolicy.SAME_ORIGIN,
  'strict-origin': HeadersReferrerPolicy.STRICT_ORIGIN,
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** One distribution tenant per co-op in `coops`, by plid; empty for a standard distribution. */
  readonly tenants: ReadonlyMap<number, CfnDistributionTenant>;
  readonly siteBucket: Bucket;
  readonly deploysSite: boolean;
  /** ARN of the web ACL attached to the distribution (created here or in the edge stack). */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings, data, api } = props;

    // CloudFront standard logging writes with ACLs, so this bucket keeps them enabled.
    const logs = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(settings.isProd ? 365 : 90) }],
    });

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });

    // Imported by attributes: the media bucket's policy lives in the data stack (see there), since
    // letting CloudFront edit it from here would tie the two stacks in a cycle.
    const media = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketArn: data.mediaBucket.bucketArn,
      bucketName: data.mediaBucket.bucketName,
      bucketRegionalDomainName: data.mediaBucket.bucketRegionalDomainName,
    });
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(media);

    const spaRewrite = this.edgeFunction('SpaRewrite', SPA_REWRITE, 'SPA routes to /index.html');
    const forwardHost = this.edgeFunction(
      'ForwardHost',
      FORWARD_HOST,
      'Viewer host and address to x-forwarded-host and x-viewer-ip for the API',
    );
    const stripStatic = this.edgeFunction(
      'StripStaticPrefix',
      STRIP_STATIC_PREFIX,
      '/static/<key> to <key> in the media bucket',
    );

    const spaHeaders = this.headersPolicy('SpaHeaders', SPA_HEADERS);
    const mediaHeaders = this.headersPolicy('MediaHeaders', MEDIA_HEADERS);

    if (props.webAclArn) {
      this.webAclArn = props.webAclArn;
    } else {
      this.webAclArn = createWebAcl(this, 'WebAcl', settings.stage).attrArn;
      if (Token.isUnresolved(this.region)) {
        Annotations.of(this).addWarningV2(
          'portal:web-acl-region',
          `stage ${settings.stage} sets no region: deploy it to ${EDGE_REGION} (the CloudFront web ACL can only be created there), or set stages.${settings.stage}.region to put the web ACL in its own ${EDGE_REGION} stack`,
        );
      }
    }

    // CloudFront adds the secret to every /api request; the chain refuses calls without it, so the
    // execute-api URL called directly gets nowhere. With originSecretVersion, that exact version.
    const originSecret = SecretValue.secretsManager(api.originVerifySecret.secretArn, {
      versionId: settings.originSecretVersion,
    });

    const multiTenant = settings.coops.length > 0;
    // Another construct id per mode: switching a stage between them replaces the distribution
    // instead of asking CloudFront to change an existing one's connection mode.
    this.distribution = new Distribution(this, multiTenant ? 'TenantDistribution' : 'Distribution', {
      comment: `Co-op savings portal (${settings.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // AWS WAF rate rules count per address and cannot group IPv6 by /64, so one IPv6 client could
      // rotate through 2^64 addresses; over IPv4 only (IPv6-only networks reach it through NAT64),
      // each client counts as the one address it has (docs/operations.md).
      enableIpv6: false,
      webAclId: this.webAclArn,
      // The co-ops and their members are in the US. Multi-tenant distributions have no price class.
      priceClass: multiTenant ? undefined : PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: spaHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(api.apiHostFor(this), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
          }),
          // A redirect would turn a POST into a GET; plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host; the viewer's travels as x-forwarded-host.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
          compress: true,
        },
        '/static/*': {
          origin: mediaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [{ function: stripStatic, eventType: FunctionEventType.VIEWER_REQUEST }],
          compress: true,
        },
      },
    });

    // The grant for the imported media bucket is the data stack's CloudFrontReadsPublicMedia statement.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket policy is written in the data stack, scoped to the public media prefixes.',
    );

    // Before the first `vite build` there is nothing to upload; synth must still work.
    const site = path.join(props.projectRoot, 'dist/web');
    this.deploysSite = existsSync(path.join(site, 'index.html'));
    if (this.deploysSite) {
      // Hashed bundles are immutable; everything else (index.html, public files) is revalidated.
      const assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(site)],
        destinationBucket: this.siteBucket,
        exclude: ['*'],
        include: ['assets/*'],
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false, // old chunks stay for tabs still running the previous release
        memoryLimit: 512,
      });
      const pages = new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(site)],
        destinationBucket: this.siteBucket,
        exclude: ['assets/*'],
        cacheControl: [CacheControl.fromString('no-cache')],
        prune: false,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // index.html and sw.js name the new chunks: they go up (and the cache is invalidated) only
      // once every chunk is there, or a visitor could load a page whose scripts are missing.
      pages.node.addDependency(assets);
      this.acknowledgeDeploymentFindings();
    }

    this.tenants = multiTenant ? this.serveCoopsAsTenants(settings) : new Map();
    if (!multiTenant) {
      new CfnOutput(this, 'DistributionDomainName', {
        value: this.distribution.distributionDomainName,
        description: 'The portal without co-op domains (stages.<stage>.coops is empty)',
      });
    }
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'PortalUrl', {
      value: `https://${settings.coops[0]?.domains[0] ?? this.distribution.distributionDomainName}/`,
    });

    this.acknowledgeNagFindings(settings);
  }

  /**
   * The distribution becomes the co-ops' template (connection mode tenant-only): behaviours,
   * policies, functions and the web ACL stay on it and every tenant inherits them; a tenant adds
   * only its co-op's host names and certificate. Each tenant's construct id is its plid, so adding
   * or removing a co-op leaves every other tenant (and the distribution) unchanged.
   */
  private serveCoopsAsTenants(settings: ResolvedSettings): Map<number, CfnDistributionTenant> {
    const cfn = this.distribution.node.defaultChild as CfnDistribution;
    cfn.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    // IPv6 is a connection group setting for tenants (kept off below, for the WAF reason above).
    cfn.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');

    // The tenants' shared routing endpoint: every co-op host name is a CNAME to it.
    const connections = new CfnConnectionGroup(this, 'CoopConnections', {
      name: `portal-${settings.stage}-coops`,
      enabled: true,
      ipv6Enabled: false,
    });
    new CfnOutput(this, 'RoutingEndpoint', {
      value: connections.attrRoutingEndpoint,
      description: 'CNAME target for every co-op host name',
    });

    const tenants = new Map<number, CfnDistributionTenant>();
    for (const coop of settings.coops) {
      tenants.set(
        coop.plid,
        new CfnDistributionTenant(this, `Coop${coop.plid}`, {
          name: `portal-${settings.stage}-coop-${coop.plid}`,
          distributionId: this.distribution.distributionId,
          connectionGroupId: connections.attrId,
          domains: coop.domains,
          enabled: true,
          ...tenantCertificate(coop),
        }),
      );
    }
    return tenants;
  }

  /** A response headers policy from infra/lib/edge-headers.ts, the module the local server sends too. */
  private headersPolicy(id: string, policy: EdgeHeaderPolicy): ResponseHeadersPolicy {
    const custom = Object.entries(policy.customHeaders).map(([header, value]) => ({ header, value, override: true }));
    return new ResponseHeadersPolicy(this, id, {
      comment: policy.purpose,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(policy.strictTransportSecurity.maxAgeSeconds),
          includeSubdomains: policy.strictTransportSecurity.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS[policy.frameOptions], override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICIES[policy.referrerPolicy], override: true },
        contentSecurityPolicy: { contentSecurityPolicy: policy.contentSecurityPolicy, override: true },
      },
      customHeadersBehavior: custom.length ? { customHeaders: custom } : undefined,
    });
  }

  private edgeFunction(id: string, code: string, comment: string): EdgeFunction {
    return new EdgeFunction(this, id, {
      code: FunctionCode.fromInline(code),
      runtime: FunctionRuntime.JS_2_0,
      comment,
    });
  }

  /**
   * BucketDeployment runs one CDK-provided Lambda (a singleton per memory size, created at stack
   * level) whose runtime and policy CDK owns; it only runs during deployments.
   */
  private acknowledgeDeploymentFindings(): void {
    const provider = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!provider) throw new Error('BucketDeployment provider function not found');
    const site = `<${this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket)}.Arn>/*`;
    const why = 'CDK-owned BucketDeployment function; it runs only during deployments.';
    const findings: [string, string][] = [
      ['AwsSolutions-L1', `${why} CDK pins its runtime.`],
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${why} The managed policy only writes its logs.`,
      ],
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
        (action): [string, string] => [
          `AwsSolutions-IAM5[Action::${action}]`,
          `${why} CDK grants read of the asset and read/write of the site bucket.`,
        ],
      ),
      [`AwsSolutions-IAM5[Resource::${site}]`, `${why} It writes every file of the built site into the site bucket.`],
      ['AwsSolutions-IAM5[Resource::*]', `${why} cloudfront:CreateInvalidation has no resource-level permissions.`],
    ];
    for (const [id, reason] of findings) Validations.of(provider).acknowledge({ id, reason });
    // The bootstrap asset bucket, named after the account and region (literal once the stage pins them).
    acknowledgeWildcardResource(
      provider,
      `arn:${this.partition}:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}/*`,
      `${why} It reads the uploaded site archive from the CDK asset bucket.`,
    );
  }

  private acknowledgeNagFindings(settings: ResolvedSettings): void {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Members of US co-ops travel; the price class already keeps the edge in North America and Europe.',
    });
    // The distribution itself has only the default *.cloudfront.net certificate, whose security
    // policy cannot be chosen: without co-ops that is the only name; with them each co-op's
    // certificate is on its tenant.
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: settings.coops.length
        ? "Each co-op's certificate is on its distribution tenant; the multi-tenant distribution has none of its own."
        : 'No co-op domain configured for this stage; the default CloudFront certificate fixes the TLS policy.',
    });
  }
}

/**
 * A co-op's own ACM certificate, or a CloudFront-managed one: CloudFront requests it for the
 * tenant's names, validates it over HTTP once the names point at the routing endpoint, and renews it.
 */
function tenantCertificate(coop: CoopDomains): Partial<CfnDistributionTenantProps> {
  if (coop.certificateArn) return { customizations: { certificate: { arn: coop.certificateArn } } };
  return {
    managedCertificateRequest: {
      primaryDomainName: coop.domains[0],
      validationTokenHost: 'cloudfront',
      certificateTransparencyLoggingPreference: 'enabled',
    },
  };
}
