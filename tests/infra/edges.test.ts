import { Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_AREA_PREFIXES, routePermissions } from '#infra/lib/permissions.js';
import type { Portal } from '#infra/lib/portal.js';
import { FEEDBACK } from '#infra/lib/route-functions.js';
import { removeTestApps } from '../support/cdk-app.js';
import { ALARMED_DEV, sharedPortal } from '../support/shared-portal.js';

// Nothing lost at the edges (docs/adr/0066-nothing-lost-at-the-edges.md): a bounce or complaint
// that never reaches the suppression list lands in a dead-letter queue that pages the operator,
// a route reading media may list its folders, so S3 tells it a missing object (404), not 403, and
// the Cache-Control an upload is stored with reaches the browser through /static/*.

afterAll(removeTestApps);

type Resource = { Type: string; Properties: Record<string, any> };
type Resources = Record<string, Resource>;

describe('the edges of the synthesized portal', () => {
  let portal: Portal;
  let api: Resources;
  let queueId: string;

  beforeAll(() => {
    ({ portal } = sharedPortal(ALARMED_DEV)); // with cdk-nag: an unacknowledged finding throws
    api = Template.fromStack(portal.api).toJSON().Resources as Resources;
    queueId = portal.api.getLogicalId(portal.api.feedbackDeadLetterQueue.node.defaultChild as never);
  }, 300_000);

  const ofType = (resources: Resources, type: string) => Object.values(resources).filter((r) => r.Type === type);
  const feedbackRule = () =>
    ofType(api, 'AWS::Events::Rule').find((r) => JSON.stringify(r.Properties.EventPattern).includes('aws.ses'))!;

  it('keeps the queue encrypted, TLS only, for 14 days', () => {
    const queue = api[queueId]!;
    expect(queue.Type).toBe('AWS::SQS::Queue');
    expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    expect(queue.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    const statements = ofType(api, 'AWS::SQS::QueuePolicy')
      .filter((p) => JSON.stringify(p.Properties.Queues).includes(queueId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[]);
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("gives the rule's target the queue after its 4 retries, and lets only that rule send to it", () => {
    const rule = feedbackRule();
    const [target] = rule.Properties.Targets;
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 4 });
    expect(JSON.stringify(target.DeadLetterConfig.Arn)).toContain(queueId);
    const ruleId = Object.entries(api).find(([, r]) => r === rule)![0];
    const send = ofType(api, 'AWS::SQS::QueuePolicy')
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[])
      .find((s) => s.Principal?.Service === 'events.amazonaws.com');
    expect(send.Action).toBe('sqs:SendMessage');
    expect(JSON.stringify(send.Condition.ArnEquals['aws:SourceArn'])).toContain(ruleId);
  });

  it('gives the feedback function (invoked asynchronously) the same queue for failures after retries', () => {
    const fn = portal.api.functions.get(FEEDBACK)!;
    const fnId = portal.api.getLogicalId(fn.node.defaultChild as never);
    expect(JSON.stringify(api[fnId]!.Properties.DeadLetterConfig.TargetArn)).toContain(queueId);
    const roleId = JSON.stringify(api[fnId]!.Properties.Role).match(/"(Role[A-Za-z0-9]+)"/)![1]!;
    const sends = ofType(api, 'AWS::IAM::Policy')
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[])
      .filter((s) => [s.Action].flat().includes('sqs:SendMessage'));
    expect(sends.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining(queueId)]);
  });

  it("alarms on one visible message and notifies the stage's alarm topic", () => {
    const monitoring = Template.fromStack(portal.monitoring).toJSON().Resources as Resources;
    const [topicId] = Object.entries(monitoring).find(([, r]) => r.Type === 'AWS::SNS::Topic')!;
    const alarms = ofType(monitoring, 'AWS::CloudWatch::Alarm')
      .map((a) => a.Properties)
      .filter((a) => a.Namespace === 'AWS/SQS' && JSON.stringify(a.Dimensions).includes(queueId));
    expect(alarms).toHaveLength(1);
    const [alarm] = alarms;
    expect(alarm).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      AlarmActions: [{ Ref: topicId }],
    });
    expect(alarm!.AlarmDescription).toContain('docs/operations.md');
  });

  it("passes each media object's own Cache-Control through /static/* (honoured, never overridden)", () => {
    const web = Template.fromStack(portal.web).toJSON().Resources as Resources;
    const [distribution] = ofType(web, 'AWS::CloudFront::Distribution');
    const behaviour = distribution!.Properties.DistributionConfig.CacheBehaviors.find(
      (b: any) => b.PathPattern === '/static/*',
    );
    // CachingOptimized keeps an object as long as its Cache-Control says, from 1 s to a year.
    expect(behaviour.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    const headers = web[behaviour.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    const custom = (headers.CustomHeadersConfig?.Items ?? []) as { Header: string }[];
    expect(custom.map((h) => h.Header.toLowerCase())).not.toContain('cache-control');
  });

  it('lets a route that reads agreements list the bucket under that folder only', () => {
    const admin = Template.fromStack(portal.adminApi).toJSON().Resources as Resources;
    const fn = portal.functions.get('admin/agreementpdf')!;
    const roleId = JSON.stringify(
      admin[portal.adminApi.getLogicalId(fn.node.defaultChild as never)]!.Properties.Role,
    ).match(/"(Role[A-Za-z0-9]+)"/)![1]!;
    const lists = ofType(admin, 'AWS::IAM::Policy')
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[])
      .filter((s) => [s.Action].flat().includes('s3:ListBucket'));
    expect(lists).toHaveLength(1);
    expect(lists[0].Action).toBe('s3:ListBucket');
    // The bucket itself (ListBucket's resource), not its objects; the folder is the condition.
    expect(JSON.stringify(lists[0].Resource)).not.toContain('/*');
    expect(lists[0].Condition).toEqual({ StringLike: { 's3:prefix': [`${MEDIA_AREA_PREFIXES.agreements}*`] } });
    // Its grants (every role also carries the audit trail's deny, ADR 0089).
    const grants = routePermissions({ media: 'read', mediaAreas: ['agreements'] }).filter((p) => p.effect !== 'deny');
    expect(grants.map((p) => p.target.kind)).toEqual(['media-objects', 'media-list']);
  });
});
