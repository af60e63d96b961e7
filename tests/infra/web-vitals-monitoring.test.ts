import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_VITALS_ALARMS } from '#infra/stacks/monitoring-stack.js';
import { SPA_PAGES } from '#shared/spa-pages.js';
import { removeTestApps } from '../support/cdk-app.js';
import { ALARMED_DEV, sharedPortal } from '../support/shared-portal.js';

// What the operator gets from real users' web vitals (outside/webvitals): the stage's dashboard
// shows the p75 of LCP, INP and CLS for every page of the router and by co-op, and the stage's
// topic is told when the portal-wide p75 INP passes 200 ms or p75 LCP 2.5 s for long enough,
// counted only in periods with enough sampled page views.

afterAll(removeTestApps);

type Props = Record<string, any>;
let alarms: Props[];
let widgets: { properties: Props }[];
let topicRef: unknown;

beforeAll(() => {
  const { portal } = sharedPortal(ALARMED_DEV);
  const resources = Template.fromStack(portal.monitoring).toJSON().Resources as Record<
    string,
    { Type: string; Properties: Props }
  >;
  alarms = Object.values(resources)
    .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
    .map((r) => r.Properties);
  const [topicId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::SNS::Topic')!;
  topicRef = { Ref: topicId };
  // The body is a join of text and references; a reference only ever sits inside a JSON string.
  const body = Object.values(resources).find((r) => r.Type === 'AWS::CloudWatch::Dashboard')!.Properties.DashboardBody;
  const text = (body['Fn::Join'] as [string, unknown[]])[1]
    .map((part) => (typeof part === 'string' ? part : 'REF'))
    .join('');
  widgets = (JSON.parse(text) as { widgets: { properties: Props }[] }).widgets;
}, 300_000);

const widget = (title: string) => widgets.find((w) => w.properties.title === title)?.properties;

describe('real users on the dashboard', () => {
  it.each([
    ['Real users: LCP p75 by page (ms)', 'LCP', 2500],
    ['Real users: INP p75 by page (ms)', 'INP', 200],
    ['Real users: CLS p75 by page', 'CLS', 0.1],
  ])('%s: one p75 line per page of the router, the good budget marked', (title, metricName, good) => {
    const graph = widget(title);
    expect(graph, title).toBeDefined();
    // [namespace, metric, dimension, value, ..., options]
    const lines = graph!.metrics as unknown[][];
    expect(lines.map((m) => m.slice(0, -1))).toEqual(
      SPA_PAGES.map((page) => ['CoopPortal', metricName, 'Page', page, 'service', 'portal']),
    );
    for (const m of lines) expect(m.at(-1)).toMatchObject({ stat: 'p75', period: 3600 });
    expect(graph!.annotations.horizontal).toEqual([expect.objectContaining({ value: good })]);
  });

  it('finds every co-op by search, so a new co-op needs no deploy', () => {
    const graph = widget('Real users: LCP and INP p75 by co-op (ms)');
    const expressions = (graph!.metrics as [{ expression: string }][]).map(([m]) => m.expression);
    expect(expressions).toEqual([
      `SEARCH('{CoopPortal,service,Coop} MetricName="LCP"', 'p75', 3600)`,
      `SEARCH('{CoopPortal,service,Coop} MetricName="INP"', 'p75', 3600)`,
    ]);
  });
});

describe('real users alarms', () => {
  const vitalAlarm = (metricName: string) =>
    alarms.filter((a) =>
      (a.Metrics as Props[] | undefined)?.some(
        (m) => m.MetricStat?.Metric.Namespace === 'CoopPortal' && m.MetricStat.Metric.MetricName === metricName,
      ),
    );

  it.each([
    ['INP', WEB_VITALS_ALARMS.inpMs, 200],
    ['LCP', WEB_VITALS_ALARMS.lcpMs, 2500],
  ])('p75 %s past its budget, portal-wide, over enough sampled page views, tells the topic', (name, threshold, ms) => {
    expect(threshold).toBe(ms);
    const [alarm, ...more] = vitalAlarm(name);
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({
      Threshold: ms,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 3,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topicRef],
    });
    const metrics = alarm!.Metrics as Props[];
    const expression = metrics.find((m) => m.Expression);
    expect(expression).toMatchObject({ ReturnData: true });
    const stats = metrics.filter((m) => m.MetricStat);
    const idOf = (stat: string) => stats.find((m) => m.MetricStat.Stat === stat)!.Id as string;
    expect(expression!.Expression).toBe(`IF(${idOf('SampleCount')} >= 20, ${idOf('p75')}, 0)`);
    for (const m of stats) {
      expect(m.MetricStat).toMatchObject({
        Metric: { Namespace: 'CoopPortal', MetricName: name, Dimensions: [{ Name: 'service', Value: 'portal' }] },
        Period: 1800,
      });
      expect(m.ReturnData).toBe(false);
    }
  });
});
