import { Duration, Stack, type CfnResource, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  LegendPosition,
  MathExpression,
  Metric,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { SERVICE_NAME } from '#functions/model/log.js';
import {
  METRICS_NAMESPACE,
  REQUEST_METRICS,
  routeGroupOf,
  WEB_VITAL_DIMENSIONS,
  WEB_VITAL_METRICS,
  type RouteGroup,
} from '#functions/model/metrics.js';
import { routeList } from '#shared/routes.js';
import { SPA_PAGES } from '#shared/spa-pages.js';
import { portalAlarm } from '../lib/alarms.js';
import { routeId } from '../lib/deployed-routes.js';
import type { ResolvedSettings } from '../lib/settings.js';
import { EDGE_REGION } from './edge-stack.js';

// Alarms and the dashboard of a stage. Every alarm notifies one SNS topic whose email
// subscribers come from the stage settings (alarmEmails); docs/operations.md says what to do.

/** AWS reviews an account at a 5 % bounce rate and 0.1 % complaint rate; alarming at 80 % of those leaves time to act first. */
export const SES_BOUNCE_ALARM = 0.04;
export const SES_COMPLAINT_ALARM = 0.0008;
/** Share of API calls answered 5xx over 5 minutes. */
export const API_5XX_RATE_ALARM = 0.01;
/** p99 latency of the API over 5 minutes, ms: above the function time limit's usual share. */
export const API_P99_ALARM_MS = 3000;

/**
 * Real users' p75 past Google's "good" budgets (web.dev/vitals): INP 200 ms, LCP 2.5 s, over the
 * whole portal. A period counts only with `minSamples` page views in it (sampled ones, 10 % of
 * all; fewer is one visitor's bad network, not the portal), and the alarm waits for
 * `evaluationPeriods` such periods in a row: a slow deploy shows within two hours, a slow
 * afternoon on a phone network does not page anyone.
 */
export const WEB_VITALS_ALARMS = {
  inpMs: 200,
  lcpMs: 2500,
  periodMinutes: 30,
  evaluationPeriods: 3,
  minSamples: 20,
} as const;

/** The route groups of the route table (every route's access), each with its own alarms. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [...new Set(routeList.map(routeGroupOf))].sort();

export interface MonitoringStackProps extends StackProps {
  settings: ResolvedSettings;
  /** Every route's function by route path (and 'fallback'). */
  functions: ReadonlyMap<string, IFunction>;
  httpApi: HttpApi;
  tables: Record<string, Table>;
  /** The SES configuration set's name (reputation metrics on). */
  configurationSetName: string;
  /** visibilityConfig metric name of the CloudFront web ACL. */
  webAclMetricName: string;
  /** Bounce and complaint events that never reached the suppression list (the api stack's). */
  feedbackDeadLetterQueue: IQueue;
}

export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const period = Duration.minutes(5);

    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `Co-op savings portal ${settings.stage} alarms`,
      enforceSSL: true,
      // cdk-nag SNS2: the topic is encrypted; CloudWatch may use the key to publish.
      masterKey: this.topicKey(),
    });
    for (const email of settings.alarmEmails ?? []) this.topic.addSubscription(new EmailSubscription(email));
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `portal-${settings.stage}` });
    // cfn-lint 1.51's schema of AWS::CloudWatch::Dashboard predates its Tags (CloudFormation and
    // CDK have them), so E3002 is a false positive here and is waived for this resource only.
    (this.dashboard.node.defaultChild as CfnResource).addMetadata('cfn-lint', { config: { ignore_checks: ['E3002'] } });

    // HTTP API: CloudWatch gives per-route metrics only with detailed metrics, and percentiles
    // cannot be summed across routes, so the 5xx rate and p99 are per API (the API is the group).
    const apiDims = { ApiId: props.httpApi.apiId, Stage: '$default' };
    const apiMetric = (metricName: string, statistic: string) =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: apiDims, statistic, period });
    const rate = new MathExpression({
      expression: 'IF(calls > 0, errors / calls, 0)',
      usingMetrics: { errors: apiMetric('5xx', 'Sum'), calls: apiMetric('Count', 'Sum') },
      period,
      label: 'API 5xx rate',
    });
    this.alarm('Api5xxRate', rate, API_5XX_RATE_ALARM, 'More than 1 % of API calls answered 5xx', 2);
    const p99 = apiMetric('Latency', 'p99');
    this.alarm('ApiLatencyP99', p99, API_P99_ALARM_MS, 'API p99 latency above 3 s', 3);
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API 5xx rate', left: [rate], width: 12 }),
      new GraphWidget({ title: 'API latency p99 (ms)', left: [p99], width: 12 }),
    );

    // The same two per route group, from the chain's EMF metrics (the function's own count of
    // what it answered), so a failing group stands out where the API-wide rate would hide it.
    const rateWidgets: IMetric[] = [];
    const p99Widgets: IMetric[] = [];
    for (const group of ROUTE_GROUPS) {
      const id = group.charAt(0).toUpperCase() + group.slice(1);
      const emf = (metricName: string, statistic: string) =>
        new Metric({
          namespace: METRICS_NAMESPACE,
          metricName,
          dimensionsMap: { service: SERVICE_NAME, RouteGroup: group },
          statistic,
          period,
        });
      const groupRate = new MathExpression({
        // Ids unique per group: one graph shows every group's expression.
        expression: `IF(calls${id} > 0, errors${id} / calls${id}, 0)`,
        usingMetrics: {
          [`errors${id}`]: emf(REQUEST_METRICS.serverErrors, 'Sum'),
          [`calls${id}`]: emf(REQUEST_METRICS.requests, 'Sum'),
        },
        period,
        label: `${group} 5xx rate`,
      });
      const groupP99 = emf(REQUEST_METRICS.latency, 'p99');
      this.alarm(
        `RouteGroup${id}5xxRate`,
        groupRate,
        API_5XX_RATE_ALARM,
        `${group} routes: more than 1 % of calls answered 5xx`,
        2,
      );
      this.alarm(`RouteGroup${id}LatencyP99`, groupP99, API_P99_ALARM_MS, `${group} routes: p99 latency above 3 s`, 3);
      rateWidgets.push(groupRate);
      p99Widgets.push(groupP99.with({ label: `${group} p99` }));
    }
    this.dashboard.addWidgets(
      new GraphWidget({ title: '5xx rate by route group', left: rateWidgets, width: 12 }),
      new GraphWidget({ title: 'Latency p99 by route group (ms)', left: p99Widgets, width: 12 }),
    );

    // One Errors and one Throttles alarm per route function, generated from the route table.
    const errors: IMetric[] = [];
    const throttles: IMetric[] = [];
    for (const [routePath, fn] of props.functions) {
      const id = routeId(routePath);
      const e = fn.metricErrors({ period, statistic: 'Sum' });
      const t = fn.metricThrottles({ period, statistic: 'Sum' });
      this.alarm(`${id}Errors`, e, 1, `${routePath}: function errors (crashes or timeouts, not 4xx answers)`, 1);
      this.alarm(`${id}Throttles`, t, 1, `${routePath}: invocations throttled`, 1);
      errors.push(e.with({ label: routePath }));
      throttles.push(t.with({ label: routePath }));
    }
    // A graph shows at most 100 metrics; the route table stays below that.
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Function errors', left: errors, width: 12 }),
      new GraphWidget({ title: 'Function throttles', left: throttles, width: 12 }),
    );

    const tableWidgets: IMetric[] = [];
    for (const [tableId, table] of Object.entries(props.tables)) {
      const id = tableId.charAt(0).toUpperCase() + tableId.slice(1);
      const dims = { TableName: table.tableName };
      const throttled = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName: 'ThrottledRequests',
        dimensionsMap: dims,
        statistic: 'Sum',
        period,
      });
      const system = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName: 'SystemErrors',
        dimensionsMap: dims,
        statistic: 'Sum',
        period,
      });
      this.alarm(`${id}TableThrottles`, throttled, 1, `${tableId} table: requests throttled`, 1);
      this.alarm(`${id}TableSystemErrors`, system, 1, `${tableId} table: DynamoDB system errors`, 1);
      tableWidgets.push(
        throttled.with({ label: `${tableId} throttled` }),
        system.with({ label: `${tableId} system errors` }),
      );
    }

    // CloudFront web ACL metrics live in us-east-1; an alarm must sit in its metric's region.
    const waf = new Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
      statistic: 'Sum',
      period,
      region: EDGE_REGION,
    });
    if (!settings.region || settings.region === EDGE_REGION) {
      this.alarm(
        'WafBlocks',
        waf,
        1000,
        'The web ACL blocked over 1000 requests in 5 minutes (attack or a false positive)',
        1,
      );
    }

    const ses = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': props.configurationSetName },
        statistic: 'Average',
        period: Duration.hours(1),
      });
    this.alarm(
      'SesBounceRate',
      ses('Reputation.BounceRate'),
      SES_BOUNCE_ALARM,
      'SES bounce rate above 4 % (AWS reviews at 5 %)',
      1,
    );
    this.alarm(
      'SesComplaintRate',
      ses('Reputation.ComplaintRate'),
      SES_COMPLAINT_ALARM,
      'SES complaint rate above 0.08 % (AWS reviews at 0.1 %)',
      1,
    );

    // One lost bounce or complaint is worth a look: its address keeps getting mail until redriven.
    this.alarm(
      'SesFeedbackDeadLetters',
      props.feedbackDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period }),
      1,
      'An SES bounce or complaint event was dead-lettered (not on the suppression list): see docs/operations.md, SES feedback dead letters',
      1,
    );

    this.realUsers();

    this.dashboard.addWidgets(
      new GraphWidget({ title: 'DynamoDB throttles and system errors', left: tableWidgets, width: 8 }),
      new GraphWidget({ title: 'WAF blocked requests', left: [waf], width: 8 }),
      new GraphWidget({
        title: 'SES reputation',
        left: [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')],
        width: 8,
      }),
    );
  }

  /**
   * Real users' Core Web Vitals (ADR 0068), from outside/webvitals's EMF metrics: p75 per page
   * (one line per page of the router's list) and per co-op (found by search: co-ops come and go
   * without a deploy), and the two portal-wide alarms.
   */
  private realUsers(): void {
    const period = Duration.minutes(WEB_VITALS_ALARMS.periodMinutes);
    const vital = (field: keyof typeof WEB_VITAL_METRICS, statistic: string, dims: Record<string, string> = {}) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: WEB_VITAL_METRICS[field].name,
        dimensionsMap: { service: SERVICE_NAME, ...dims },
        statistic,
        period: Duration.hours(1),
      });
    const byPage = (field: keyof typeof WEB_VITAL_METRICS, title: string, good: number) =>
      new GraphWidget({
        title,
        left: SPA_PAGES.map((page) => vital(field, 'p75', { [WEB_VITAL_DIMENSIONS.page]: page }).with({ label: page })),
        leftAnnotations: [{ value: good, label: 'good' }],
        legendPosition: LegendPosition.RIGHT,
        width: 12,
        height: 8,
      });
    const { name: lcp } = WEB_VITAL_METRICS.lcp;
    const { name: inp } = WEB_VITAL_METRICS.inp;
    this.dashboard.addWidgets(
      byPage('lcp', 'Real users: LCP p75 by page (ms)', WEB_VITALS_ALARMS.lcpMs),
      byPage('inp', 'Real users: INP p75 by page (ms)', WEB_VITALS_ALARMS.inpMs),
    );
    const byCoop = (name: string) =>
      new MathExpression({
        expression: `SEARCH('{${METRICS_NAMESPACE},service,${WEB_VITAL_DIMENSIONS.coop}} MetricName="${name}"', 'p75', 3600)`,
        usingMetrics: {},
        label: `${name} p75`,
        period: Duration.hours(1),
      });
    this.dashboard.addWidgets(
      byPage('cls', 'Real users: CLS p75 by page', 0.1),
      new GraphWidget({
        title: 'Real users: LCP and INP p75 by co-op (ms)',
        left: [byCoop(lcp), byCoop(inp)],
        width: 12,
        height: 8,
      }),
    );

    // Portal-wide p75, counted only in a period with enough page views.
    const budget = (field: 'lcp' | 'inp', id: string, threshold: number) => {
      const p75 = new MathExpression({
        expression: `IF(samples${id} >= ${WEB_VITALS_ALARMS.minSamples}, p75${id}, 0)`,
        usingMetrics: {
          [`p75${id}`]: vital(field, 'p75').with({ period }),
          [`samples${id}`]: vital(field, 'SampleCount').with({ period }),
        },
        period,
        label: `${WEB_VITAL_METRICS[field].name} p75 (real users)`,
      });
      portalAlarm(this, `RealUsers${id}P75`, {
        metric: p75,
        threshold,
        evaluationPeriods: WEB_VITALS_ALARMS.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description: `Real users: p75 ${WEB_VITAL_METRICS[field].name} above ${threshold} ms for ${(WEB_VITALS_ALARMS.periodMinutes * WEB_VITALS_ALARMS.evaluationPeriods) / 60} hours (portal-wide, at least ${WEB_VITALS_ALARMS.minSamples} sampled page views each ${WEB_VITALS_ALARMS.periodMinutes} minutes); the dashboard shows which pages`,
        topic: this.topic,
      });
    };
    budget('inp', 'Inp', WEB_VITALS_ALARMS.inpMs);
    budget('lcp', 'Lcp', WEB_VITALS_ALARMS.lcpMs);
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, evaluationPeriods: number): Alarm {
    return portalAlarm(this, id, { metric, threshold, evaluationPeriods, description, topic: this.topic });
  }

  private topicKey(): Key {
    const key = new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' });
    key.grantEncryptDecrypt(new ServicePrincipal('cloudwatch.amazonaws.com'));
    return key;
  }
}
