import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { implementedRoutes, PROJECT_ROOT, type DeployedRoute } from '#infra/lib/deployed-routes.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import type { CoopDomains } from '#infra/lib/settings.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';
import { withoutCdkValidation } from '../support/shared-portal.js';

// Co-ops on their own domains (ADR 0067): with `coops` the stage's one distribution becomes a
// multi-tenant template and each co-op a distribution tenant with its own host names and
// certificate, so adding a co-op adds one resource and touches nothing another co-op uses.
// Only the web stack matters here: one route of each kind keeps the other stacks small.

type Resource = { Type: string; Properties: Record<string, any> };
type Template = { Resources: Record<string, Resource>; Outputs: Record<string, { Value: unknown }> };

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-000000000000';
const VALLEY: CoopDomains = {
  plid: 1001,
  domains: ['savings.valley-electric.coop', 'www.valley-electric.coop'],
  certificateArn: CERT,
};
const RIDGE: CoopDomains = { plid: 1002, domains: ['members.ridge-power.org'] };
const LAKESHORE: CoopDomains = { plid: 1003, domains: ['save.lakeshore-rec.com'] };

afterAll(removeTestApps);

function fewRoutes(): DeployedRoute[] {
  const all = implementedRoutes(PROJECT_ROOT);
  return [all.find((r) => r.access !== 'admin'), all.find((r) => r.access === 'admin')].filter(
    (r): r is DeployedRoute => r !== undefined,
  );
}

function webTemplate(coops: CoopDomains[] | undefined, nag = false): { app: App; portal: Portal; web: Template } {
  const app = testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING, stage: 'dev', stages: { dev: coops ? { coops } : {} } });
  const portal = buildPortal(app, { routes: fewRoutes(), nag });
  // Without CDK's schema validation, which portal.test.ts's prod stage (co-op tenants included) runs.
  const web = withoutCdkValidation(() => app.synth()).getStackByName(portal.web.stackName).template as Template;
  return { app, portal, web };
}

const ofType = (t: Template, type: string) => Object.entries(t.Resources).filter(([, r]) => r.Type === type);
const distributionConfig = (t: Template) => {
  const [distribution] = ofType(t, 'AWS::CloudFront::Distribution');
  if (!distribution) throw new Error('no distribution in the web stack');
  return distribution[1].Properties.DistributionConfig as Record<string, any>;
};
const tenantsOf = (t: Template) => Object.fromEntries(ofType(t, 'AWS::CloudFront::DistributionTenant'));

/** The config with origin ids and origin access control logical ids numbered (they embed the construct id). */
function normalized(config: Record<string, any>): unknown {
  let text = JSON.stringify(config);
  (config.Origins as { Id: string; OriginAccessControlId?: { 'Fn::GetAtt': [string, string] } }[]).forEach((o, i) => {
    text = text.replaceAll(o.Id, `origin-${i}`);
    if (o.OriginAccessControlId) text = text.replaceAll(o.OriginAccessControlId['Fn::GetAtt'][0], `oac-${i}`);
  });
  return JSON.parse(text);
}

describe('co-ops on their own domains', () => {
  let two: ReturnType<typeof webTemplate>;
  let three: Template;
  let standard: Template;

  beforeAll(() => {
    two = webTemplate([VALLEY, RIDGE], true);
    // In the middle of the list: a tenant keyed by position instead of plid would change here.
    three = webTemplate([VALLEY, LAKESHORE, RIDGE]).web;
    standard = webTemplate(undefined).web;
  }, 300_000);

  it('serves two co-ops as two tenants of one tenant-only distribution, each with its own domains and certificate', () => {
    const { web } = two;
    expect(ofType(web, 'AWS::CloudFront::Distribution')).toHaveLength(1);
    const [[distributionId]] = ofType(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distributionConfig(web);
    expect(config.ConnectionMode).toBe('tenant-only');
    // Host names and certificates live on the tenants only: the distribution lists none.
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();

    const tenants = Object.values(tenantsOf(web)).map((t) => t.Properties);
    expect(tenants).toHaveLength(2);
    for (const tenant of tenants) expect(tenant.DistributionId).toEqual({ Ref: distributionId });
    const byName = Object.fromEntries(tenants.map((t) => [t.Name, t]));
    expect(Object.keys(byName).sort()).toEqual(['portal-dev-coop-1001', 'portal-dev-coop-1002']);

    // Valley brings its own ACM certificate; Ridge gets one CloudFront requests, validates and renews.
    expect(byName['portal-dev-coop-1001']).toMatchObject({
      Domains: VALLEY.domains,
      Enabled: true,
      Customizations: { Certificate: { Arn: CERT } },
    });
    expect(byName['portal-dev-coop-1001']?.ManagedCertificateRequest).toBeUndefined();
    expect(byName['portal-dev-coop-1002']).toMatchObject({
      Domains: RIDGE.domains,
      Enabled: true,
      ManagedCertificateRequest: { PrimaryDomainName: 'members.ridge-power.org', ValidationTokenHost: 'cloudfront' },
    });
    expect(byName['portal-dev-coop-1002']?.Customizations).toBeUndefined();
    // Every tenant inherits the distribution's web ACL: none overrides or disables it.
    for (const tenant of tenants) expect(tenant.Customizations?.WebAcl).toBeUndefined();
    expect(two.portal.web.tenants.size).toBe(2);
  });

  it('adding a third co-op adds one tenant and changes neither the other tenants nor the distribution', () => {
    const before = tenantsOf(two.web);
    const after = tenantsOf(three);
    expect(Object.keys(after)).toHaveLength(3);
    for (const [logicalId, tenant] of Object.entries(before)) expect(after[logicalId]).toEqual(tenant);
    const added = Object.keys(after).filter((id) => !(id in before));
    expect(added.map((id) => after[id]?.Properties.Domains)).toEqual([LAKESHORE.domains]);
    expect(distributionConfig(three)).toEqual(distributionConfig(two.web));
    // Nothing else in the stack moves either (no shared certificate to reissue, no alias list).
    const others = (t: Template) =>
      Object.fromEntries(
        Object.entries(t.Resources).filter(([, r]) => r.Type !== 'AWS::CloudFront::DistributionTenant'),
      );
    expect(others(three)).toEqual(others(two.web));
  });

  it("keeps the standard distribution's behaviours, policies, functions, logging and web ACL on the template", () => {
    const multi = normalized(distributionConfig(two.web)) as Record<string, unknown>;
    const single = normalized(distributionConfig(standard)) as Record<string, unknown>;
    // What multi-tenant distributions do not take: the price class, and IPv6 (a connection group setting).
    const { PriceClass, IPV6Enabled, ...rest } = single;
    expect([PriceClass, IPV6Enabled]).toEqual(['PriceClass_100', false]);
    expect(multi).toEqual({ ...rest, ConnectionMode: 'tenant-only' });
  });

  it('answers the tenants over IPv4 only, on one routing endpoint every co-op host name points at', () => {
    const groups = ofType(two.web, 'AWS::CloudFront::ConnectionGroup');
    expect(groups).toHaveLength(1);
    const [[groupId, group]] = groups as [[string, Resource]];
    expect(group.Properties).toMatchObject({ Enabled: true, Ipv6Enabled: false });
    for (const tenant of Object.values(tenantsOf(two.web)))
      expect(tenant.Properties.ConnectionGroupId).toEqual({ 'Fn::GetAtt': [groupId, 'Id'] });
    expect(two.web.Outputs.RoutingEndpoint?.Value).toEqual({ 'Fn::GetAtt': [groupId, 'RoutingEndpoint'] });
    expect(two.web.Outputs.PortalUrl?.Value).toBe('https://savings.valley-electric.coop/');
    // The distribution's own name is not reachable in tenant-only mode, so it is not offered as a target.
    expect(two.web.Outputs.DistributionDomainName).toBeUndefined();
  });

  it('stays a standard distribution on its *.cloudfront.net name while the stage lists no co-op', () => {
    expect(distributionConfig(standard).ConnectionMode).toBeUndefined();
    expect(ofType(standard, 'AWS::CloudFront::DistributionTenant')).toHaveLength(0);
    expect(ofType(standard, 'AWS::CloudFront::ConnectionGroup')).toHaveLength(0);
    expect(standard.Outputs.DistributionDomainName).toBeDefined();
  });

  it('leaves cdk-nag AwsSolutions with no unacknowledged finding', () => {
    expect(new AwsSolutionsChecks().validateScope(two.app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});
