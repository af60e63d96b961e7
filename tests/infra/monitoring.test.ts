import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '#functions/db/tables.js';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { METRICS_NAMESPACE, routeGroupOf } from '#functions/model/metrics.js';
import { implementedRoutes, PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import { powertoolsLayerParameter, powertoolsVersion } from '#infra/lib/powertools.js';
import { routeList } from '#shared/routes.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';
import { ALARMED_DEV, sharedPortal } from '../support/shared-portal.js';

// The operator is told when any route's function fails or is throttled, a table throttles, the
// API answers 5xx or slows, the WAF blocks a flood or SES reputation nears AWS's review levels.

afterAll(removeTestApps);

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
const EMAILS = ALARMED_DEV.stages.dev.alarmEmails;

describe('monitoring (stage with alarm emails)', () => {
  let portal: Portal;
  let template: Template;
  let alarms: Record<string, any>[];
  let topicRef: unknown;

  beforeAll(() => {
    ({ portal } = sharedPortal(ALARMED_DEV)); // with cdk-nag: an unacknowledged finding throws
    template = Template.fromStack(portal.monitoring);
    const resources = template.toJSON().Resources as Resources;
    alarms = Object.values(resources)
      .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
      .map((r) => r.Properties);
    const [topicId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::SNS::Topic')!;
    topicRef = { Ref: topicId };
  }, 300_000);

  const alarmsOn = (namespace: string, metricName: string) =>
    alarms.filter((a) => a.Namespace === namespace && a.MetricName === metricName);
  const functionNameOf = (a: Record<string, any>) =>
    JSON.stringify(a.Dimensions.find((d: any) => d.Name === 'FunctionName').Value);

  it('every route function has an Errors and a Throttles alarm that notify the topic', () => {
    const routes = implementedRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const metric of ['Errors', 'Throttles']) {
      const covered = new Set(alarmsOn('AWS/Lambda', metric).map(functionNameOf));
      for (const route of routes) {
        const fn = portal.functions.get(route.path);
        expect(fn, route.path).toBeDefined();
        const stack = fn!.stack;
        const logicalId = stack.getLogicalId(fn!.node.defaultChild as any);
        const referenced = [...covered].some((ref) => ref.includes(logicalId));
        expect(referenced, `${route.path} ${metric}`).toBe(true);
      }
    }
    for (const a of alarmsOn('AWS/Lambda', 'Errors').concat(alarmsOn('AWS/Lambda', 'Throttles'))) {
      expect(a.AlarmActions).toEqual([topicRef]);
    }
  });

  it('the API has a 5xx rate alarm and a p99 latency alarm', () => {
    const rate = alarms.find((a) => a.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === '5xx'));
    expect(rate?.AlarmActions).toEqual([topicRef]);
    expect(rate?.TreatMissingData).toBe('notBreaching');
    const p99 = alarmsOn('AWS/ApiGateway', 'Latency');
    expect(p99.map((a) => a.ExtendedStatistic)).toEqual(['p99']);
  });

  it("every route's group has a 5xx rate alarm and a p99 latency alarm on the chain's metrics, notifying the topic", () => {
    const groupOf = (a: Record<string, any>, metricName: string) => {
      const stats = a.Metrics
        ? a.Metrics.map((m: any) => m.MetricStat?.Metric).filter(Boolean)
        : [{ Namespace: a.Namespace, MetricName: a.MetricName, Dimensions: a.Dimensions }];
      const hit = stats.find((m: any) => m.Namespace === METRICS_NAMESPACE && m.MetricName === metricName);
      return hit?.Dimensions.find((d: any) => d.Name === 'RouteGroup')?.Value as string | undefined;
    };
    const rateGroups = new Set(
      alarms
        .filter((a) =>
          a.Metrics?.some((m: any) => /^IF\(calls\w* > 0, errors\w* \/ calls\w*, 0\)$/.test(m.Expression ?? '')),
        )
        .map((a) => groupOf(a, 'ServerErrors')),
    );
    const p99 = alarms.filter((a) => a.Namespace === METRICS_NAMESPACE && a.MetricName === 'Latency');
    expect(p99.every((a) => a.ExtendedStatistic === 'p99')).toBe(true);
    const p99Groups = new Set(p99.map((a) => groupOf(a, 'Latency')));
    expect(routeList.length).toBeGreaterThan(0);
    for (const route of routeList) {
      expect(rateGroups.has(routeGroupOf(route)), `${route.path}: 5xx rate`).toBe(true);
      expect(p99Groups.has(routeGroupOf(route)), `${route.path}: p99`).toBe(true);
    }
    for (const a of alarms.filter((x) => groupOf(x, 'ServerErrors') ?? groupOf(x, 'Latency'))) {
      expect(a.AlarmActions).toEqual([topicRef]);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
  });

  it('every function is traced (X-Ray active) and has the Powertools layer of the installed release', () => {
    const version = powertoolsVersion(PROJECT_ROOT);
    let functions = 0;
    for (const stack of [portal.api, portal.adminApi, portal.digest]) {
      const json = Template.fromStack(stack).toJSON() as {
        Resources: Resources;
        Parameters?: Record<string, { Type: string; Default: string }>;
      };
      const layerParams = Object.entries(json.Parameters ?? {}).filter(
        ([, p]) => p.Default === powertoolsLayerParameter(version),
      );
      expect(layerParams, stack.stackName).toHaveLength(1);
      for (const fn of Object.values(json.Resources).filter((r) => r.Type === 'AWS::Lambda::Function')) {
        functions++;
        expect(fn.Properties.TracingConfig, fn.Properties.Description).toEqual({ Mode: 'Active' });
        expect(fn.Properties.Layers, fn.Properties.Description).toEqual([{ Ref: layerParams[0]![0] }]);
      }
    }
    expect(functions).toBeGreaterThanOrEqual(implementedRoutes().length + 1);
  });

  it('every table has a throttle and a system-error alarm', () => {
    for (const metric of ['ThrottledRequests', 'SystemErrors'])
      expect(alarmsOn('AWS/DynamoDB', metric)).toHaveLength(TABLES.length);
  });

  it('WAF blocks and SES bounce and complaint rates alarm below the levels where AWS reviews the account', () => {
    expect(alarmsOn('AWS/WAFV2', 'BlockedRequests')).toHaveLength(1);
    expect(alarmsOn('AWS/SES', 'Reputation.BounceRate').map((a) => a.Threshold)).toEqual([0.04]);
    expect(alarmsOn('AWS/SES', 'Reputation.ComplaintRate').map((a) => a.Threshold)).toEqual([0.0008]);
    for (const a of alarms) expect(a.AlarmActions).toEqual([topicRef]);
  });

  it('the stage gets a dashboard and its alarm emails are subscribed', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    for (const email of EMAILS)
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: email,
        TopicArn: Match.anyValue(),
      });
  });

  it("the digest's alarms (dead letters, errors) notify the stage's topic", () => {
    const digestAlarms = Object.values(Template.fromStack(portal.digest).toJSON().Resources as Resources).filter(
      (r) => r.Type === 'AWS::CloudWatch::Alarm',
    );
    // The dead letters, the digest's errors and the partner mail's (ADR 0097).
    expect(digestAlarms.map((a) => a.Properties.MetricName).sort()).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'Errors',
      'Errors',
    ]);
    for (const a of digestAlarms) expect(JSON.stringify(a.Properties.AlarmActions)).toMatch(/AlarmTopic/);
  });

  it('adds no Errors alarm beyond one per function', () => {
    expect(alarmsOn('AWS/Lambda', 'Errors')).toHaveLength(portal.functions.size);
  });
});

describe('alarm email settings', () => {
  it('refuses an address that is not one', () => {
    const app = testApp({
      ...cdkJsonContext(),
      ...SKIP_BUNDLING,
      stages: { dev: { alarmEmails: ['ops-at-example'] } },
    });
    expect(() => buildPortal(app, { nag: false })).toThrow(/alarmEmails has "ops-at-example"/);
  });
});
