import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { tooManyMessage } from '../../functions/core/security/rate-limit.js';
import { API_PREFIX } from '../../shared/constants.js';
import { routeList } from '../../shared/routes.js';

// AWS WAF in front of the CloudFront distribution. A web ACL of scope CLOUDFRONT can only be
// created in us-east-1, so infra/lib/portal.ts places it (in the web stack when that deploys to
// us-east-1, else in its own us-east-1 stack). The API keeps its own finer per-IP and per-account
// limits; these rules stop floods before they reach (and pay for) Lambda.

/** Requests per IP address in each rule's window; AWS WAF counts over the last `windowSeconds`. */
export const WAF_LIMITS = {
  windowSeconds: 300,
  /** Routes that run scrypt (password set in the route table): logins, sign-ups, resets. */
  passwordRoutesPerIp: 100,
  /** Any /api call: a page makes a handful, so this only catches scripted floods. */
  apiPerIp: 2000,
} as const;

/** URI paths of every route-table entry that runs scrypt, derived from the table. */
export const PASSWORD_ROUTE_PATHS = routeList.filter((r) => r.password).map((r) => `${API_PREFIX}${r.path}`);

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const exactPath = (uri: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'EXACTLY', searchString: uri, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

const managed = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name: `aws-${name}`,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
  visibilityConfig: visibility(name),
});

/** Blocked rate-limited calls get the API's own failure shape, so the SPA shows the message. */
const TOO_MANY_BODY = 'too-many-requests';
const tooMany: CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_BODY, responseHeaders: [{ name: 'retry-after', value: String(WAF_LIMITS.windowSeconds) }] } },
};

export function createWebAcl(scope: Construct, id: string, stage: string): CfnWebACL {
  const passwordPaths = PASSWORD_ROUTE_PATHS.map(exactPath);
  return new CfnWebACL(scope, id, {
    scope: 'CLOUDFRONT',
    description: `Co-op savings portal ${stage}, managed protections and per-IP rate limits`,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`portal-${stage}`),
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
      {
        name: 'password-routes-per-ip',
        priority: 3,
        action: tooMany,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: WAF_LIMITS.passwordRoutesPerIp,
            evaluationWindowSec: WAF_LIMITS.windowSeconds,
            scopeDownStatement: passwordPaths.length > 1 ? { orStatement: { statements: passwordPaths } } : passwordPaths[0],
          },
        },
        visibilityConfig: visibility('password-routes-per-ip'),
      },
      {
        name: 'api-per-ip',
        priority: 4,
        action: tooMany,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: WAF_LIMITS.apiPerIp,
            evaluationWindowSec: WAF_LIMITS.windowSeconds,
            scopeDownStatement: {
              byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: API_PREFIX, textTransformations: [{ priority: 0, type: 'NONE' }] },
            },
          },
        },
        visibilityConfig: visibility('api-per-ip'),
      },
    ],
  });
}
