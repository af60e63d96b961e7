import { Match, Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import { ITEM_PATTERNS } from '#infra/lib/permissions.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import { esbuildOptions } from '#infra/lib/route-functions.js';
import { resolveSettings } from '#infra/lib/settings.js';
import { digestEntry, DigestStack } from '#infra/stacks/digest-stack.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';
import { sharedPortal, withoutCdkValidation } from '../support/shared-portal.js';

// The monthly digest's stack as `npm run synth` builds it: an hourly schedule invoking the
// dispatcher, retries and a dead-letter queue on both the schedule's delivery and the function's
// asynchronous runs, alarms on both, and a role scoped like a route's.

afterAll(removeTestApps);

let portal: Portal;
let template: Template;
const resources = () =>
  template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
const idOf = (type: string) => Object.entries(resources()).find(([, r]) => r.Type === type)![0];
/** The digest's function (the stack also holds the partner mail's, ADR 0097). */
const functionId = (description: RegExp) =>
  Object.entries(resources()).find(
    ([, r]) => r.Type === 'AWS::Lambda::Function' && description.test(String(r.Properties.Description)),
  )![0];
const digestFunction = () => functionId(/^Monthly deals digest/);
const partnerMailFunction = () => functionId(/^Partner mail/);
/** The IAM statements of a function's role. */
const statementsOf = (fnId: string) => {
  const role = resources()[fnId]!.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(resources())
    .filter(
      (r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref?: string }) => ref.Ref === role),
    )
    .flatMap(
      (r) => r.Properties.PolicyDocument.Statement as { Effect: string; Action: string | string[]; Condition?: any }[],
    );
};

beforeAll(() => {
  // cdk-nag runs in its synthesis: an unacknowledged finding would throw here.
  ({ portal } = sharedPortal());
  template = Template.fromStack(portal.digest);
}, 300_000);

describe('the digest stack', () => {
  it('runs the dispatcher at five past every hour, retrying delivery 3 times into the dead-letter queue', () => {
    const queue = idOf('AWS::SQS::Queue');
    const fn = digestFunction();
    expect(portal.digest.stackName).toBe('portal-dev-digest');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(5 * * * ? *)',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [fn, 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } },
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    });
  });

  it('retries a failed run twice, then dead-letters it into the same queue; 15 minutes a run', () => {
    const queue = idOf('AWS::SQS::Queue');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Timeout: 900,
      Architectures: ['arm64'],
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      Environment: {
        Variables: Match.objectLike({
          STAGE: 'dev',
          CORE_TABLE: Match.anyValue(),
          EPHEMERAL_TABLE: Match.anyValue(),
          GEO_TABLE: Match.anyValue(),
        }),
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86400,
    });
  });

  it('alarms on any dead-lettered message and on any function error', () => {
    const queue = idOf('AWS::SQS::Queue');
    template.resourceCountIs('AWS::CloudWatch::Alarm', 3);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    // The errors of each of the two functions (the digest's, the partner mail's) and the shared queue.
    expect(portal.digest.alarms).toHaveLength(3);
  });

  it('lets the function write only unsubscribe tokens and digest marks, read the tables, and send mail; no secrets, no Scan', () => {
    const statements = statementsOf(digestFunction());
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
    const write = statements.find((s) => [s.Action].flat().includes('dynamodb:PutItem'))!;
    expect(write.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'].sort()).toEqual(
      [ITEM_PATTERNS.ephemeral.digests, ITEM_PATTERNS.ephemeral.tokens].sort(),
    );
  });
});

describe("the partner mail's job in the digest stack (ADR 0097)", () => {
  it('runs its dispatcher at five past every hour into the same dead-letter queue', () => {
    const queue = idOf('AWS::SQS::Queue');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(5 * * * ? *)',
      Target: {
        Arn: { 'Fn::GetAtt': [partnerMailFunction(), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      },
    });
    expect(resources()[partnerMailFunction()]!.Properties.DeadLetterConfig).toEqual({
      TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] },
    });
  });

  it('lets it write only link tokens and partner mail marks and read the tables; no secrets, no Scan', () => {
    const statements = statementsOf(partnerMailFunction());
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
    const writes = statements.filter((s) => s.Effect === 'Allow' && [s.Action].flat().includes('dynamodb:PutItem'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'].sort()).toEqual(
      [ITEM_PATTERNS.ephemeral.partnerMail, ITEM_PATTERNS.ephemeral.tokens].sort(),
    );
  });
});

describe('the digest stack with an alarm topic', () => {
  it('notifies the topic from every alarm', () => {
    const app = testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING });
    const { data, mail } = buildPortal(app, { nag: false });
    const topicArn = 'arn:aws:sns:us-east-1:123456789012:portal-dev-alarms';
    // Imported by ARN into the data stack, as the monitoring stack's topic would be referenced.
    const topic = Topic.fromTopicArn(data, 'Alarms', topicArn);
    const digest = new DigestStack(app, 'digest-with-topic', {
      settings: resolveSettings(app),
      data,
      mail,
      projectRoot: PROJECT_ROOT,
      alarmTopic: topic,
    });
    const alarms = withoutCdkValidation(() => Template.fromStack(digest)).findResources('AWS::CloudWatch::Alarm');
    expect(Object.values(alarms).map((a) => a.Properties.AlarmActions)).toEqual([[topicArn], [topicArn], [topicArn]]);
  });
});

describe('the digest bundle', () => {
  it('stays under 500 kB', async () => {
    const outdir = mkdtempSync(path.join(os.tmpdir(), 'digest-bundle-'));
    try {
      await build({
        ...esbuildOptions(),
        entryPoints: { index: digestEntry(PROJECT_ROOT) },
        outdir,
        absWorkingDir: PROJECT_ROOT,
        logLevel: 'warning',
      });
      const kB = statSync(path.join(outdir, 'index.mjs')).size / 1000;
      console.log(`digest bundle: ${kB.toFixed(1)} kB`);
      expect(kB).toBeLessThanOrEqual(500);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
