import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_PREFIX } from '#shared/constants.js';
import { tooManyMessage, WAF_LIMITS } from '#shared/rate-limits.js';
import { routeList } from '#shared/routes.js';

// AWS WAF in front of the CloudFront distribution. A web ACL of scope CLOUDFRONT can only be
// created in us-east-1, so infra/lib/portal.ts places it (in the web stack when that deploys to
// us-east-1, else in its own us-east-1 stack). The API keeps its own finer per-IP and per-account
// limits; these rules stop floods before they reach (and pay for) Lambda. Their numbers, and why
// they are what they are: WAF_LIMITS in shared/rate-limits.ts.

const pathsOf = (kind?: 'set' | 'verify') =>
  routeList.filter((r) => (kind ? r.password === kind : r.password)).map((r) => `${API_PREFIX}${r.path}`);
/** URI paths of every route-table entry that runs scrypt, derived from the table. */
export const PASSWORD_ROUTE_PATHS = pathsOf();
export const PASSWORD_SET_PATHS = pathsOf('set');
export const PASSWORD_VERIFY_PATHS = pathsOf('verify');

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const exactPath = (uri: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: uri,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const managed = (
  name: string,
  priority: number,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty => ({
  name: `aws-${name}`,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
  visibilityConfig: visibility(name),
});

/** Blocked rate-limited calls get the API's own failure shape, so the SPA shows the message. */
const TOO_MANY_BODY = 'too-many-requests';
const tooMany: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: TOO_MANY_BODY,
      responseHeaders: [{ name: 'retry-after', value: String(WAF_LIMITS.windowSeconds) }],
    },
  },
};

const anyPath = (paths: readonly string[]): CfnWebACL.StatementProperty =>
  paths.length > 1 ? { orStatement: { statements: paths.map(exactPath) } } : exactPath(paths[0]!);

const perIp = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: tooMany,
  statement: {
    rateBasedStatement: {
      aggregateKeyType: 'IP',
      limit,
      evaluationWindowSec: WAF_LIMITS.windowSeconds,
      scopeDownStatement,
    },
  },
  visibilityConfig: visibility(name),
});

/** The web ACL's CloudWatch metric name (the WebACL dimension of AWS/WAFV2 metrics). */
export const webAclMetricName = (stage: string) => `portal-${stage}`;

export function createWebAcl(scope: Construct, id: string, stage: string): CfnWebACL {
  return new CfnWebACL(scope, id, {
    scope: 'CLOUDFRONT',
    description: `Co-op savings portal ${stage}, managed protections and per-IP rate limits`,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(webAclMetricName(stage)),
    customResponseBodies: {
      [TOO_MANY_BODY]: {
        contentType: 'APPLICATION_JSON',
        content: JSON.stringify({ success: false, message: tooManyMessage(WAF_LIMITS.windowSeconds) }),
      },
    },
    rules: [
      managed('AWSManagedRulesAmazonIpReputationList', 0),
      // The API caps bodies itself (413); the group's 8 KB body limit would refuse logo uploads.
      managed('AWSManagedRulesCommonRuleSet', 1, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      perIp('password-set-routes-per-ip', 3, WAF_LIMITS.passwordSetPerIp, anyPath(PASSWORD_SET_PATHS)),
      perIp('password-verify-routes-per-ip', 4, WAF_LIMITS.passwordVerifyPerIp, anyPath(PASSWORD_VERIFY_PATHS)),
      perIp('api-per-ip', 5, WAF_LIMITS.apiPerIp, {
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'STARTS_WITH',
          searchString: API_PREFIX,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      }),
    ],
  });
}
