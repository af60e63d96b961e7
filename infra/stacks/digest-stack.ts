import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { Alarm, IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { portalAlarm } from '../lib/alarms.js';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import path from 'node:path';
import type { DataNeeds } from '#shared/routes.js';
import { grantPermissions } from '../lib/grants.js';
import { acknowledgeWildcardResource } from '../lib/nag.js';
import { routePermissions } from '../lib/permissions.js';
import { acknowledgeTracing, BUNDLING, functionEnvironment, observability, RUNTIME } from '../lib/route-functions.js';
import type { ResolvedSettings } from '../lib/settings.js';
import type { DataStack } from './data-stack.js';
import type { MailStack } from './mail-stack.js';

// The monthly deals digest on a schedule: one EventBridge Scheduler schedule every hour invokes
// a dispatcher function, which sends the digest of each co-op whose own clock has reached the
// send time (docs/adr/0052-scheduled-digest.md). Undelivered invocations (the scheduler's) and
// failed ones (Lambda's asynchronous retries used up) land in one dead-letter queue; an alarm
// watches the queue and one the function's errors.

/** What the digest job touches, in the route table's terms, so it gets the same least-privilege grants. */
export const DIGEST_JOB_DATA: DataNeeds = {
  core: 'read',
  ephemeral: 'write',
  geo: 'read',
  writes: { ephemeral: ['tokens', 'digests'] },
  mail: true,
};

/** What the partner mail job touches (ADR 0097): reads, and writes only its link tokens and mail marks. */
export const PARTNER_MAIL_JOB_DATA: DataNeeds = {
  core: 'read',
  ephemeral: 'write',
  writes: { ephemeral: ['tokens', 'partnerMail'] },
  mail: true,
};

/** The partner mail dispatcher's handler module. */
export const partnerMailEntry = (projectRoot: string) => path.join(projectRoot, 'functions/api/jobs/partner-mail.ts');

/** The dispatcher's handler module. */
export const digestEntry = (projectRoot: string) => path.join(projectRoot, 'functions/api/jobs/deals-digest.ts');

export interface DigestStackProps extends StackProps {
  settings: ResolvedSettings;
  data: DataStack;
  mail: MailStack;
  projectRoot: string;
  /** Where the alarms notify; without it they only change state (wire them with `alarms`). */
  alarmTopic?: ITopic;
}

export class DigestStack extends Stack {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly schedule: Schedule;
  /** The partner mail's dispatcher and its schedule (ADR 0097). */
  readonly partnerMailFunction: NodejsFunction;
  readonly partnerMailSchedule: Schedule;
  /** The jobs' own roles: every other role here is a scheduler's. */
  private readonly jobRoles = new Set<unknown>();
  /** The dead-letter queue's and the function's errors alarm, for an alarm topic. */
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: DigestStackProps) {
    super(scope, id, props);
    const { projectRoot } = props;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter queue of the digest schedule and function.',
    });

    const digest = this.scheduledJob('', {
      props,
      entry: digestEntry(projectRoot),
      data: DIGEST_JOB_DATA,
      roleDescription: 'Portal monthly deals digest (hourly dispatcher)',
      description: 'Monthly deals digest: every hour, the co-ops whose send time has come',
      scheduleDescription: 'Monthly deals digest dispatcher (each co-op on day 1 from 9:00 in its time zone)',
    });
    this.function = digest.function;
    this.schedule = digest.schedule;
    // The partner's mail (ADR 0097): the same hourly machinery, dead-letter queue and alarms.
    const partnerMail = this.scheduledJob('PartnerMail', {
      props,
      entry: partnerMailEntry(projectRoot),
      data: PARTNER_MAIL_JOB_DATA,
      roleDescription: 'Portal partner mail: offer end-date reminders and monthly numbers (hourly dispatcher)',
      description: 'Partner mail: every hour, the co-ops whose reminders or monthly numbers are due',
      scheduleDescription:
        "Partner mail dispatcher (each co-op's reminders from 9:00, numbers on day 1, its time zone)",
    });
    this.partnerMailFunction = partnerMail.function;
    this.partnerMailSchedule = partnerMail.schedule;

    // Any one dead-lettered run or failed invocation is worth a look: the jobs run hourly at most.
    const alarmOn = (id: string, metric: IMetric, description: string) =>
      portalAlarm(this, id, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        description: `${description}: see docs/operations.md, the monthly deals digest.`,
        topic: props.alarmTopic,
      });
    const dlqAlarm = alarmOn(
      'DeadLetterAlarm',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      'A monthly digest or partner mail run was dead-lettered (undelivered, or failed after retries)',
    );
    const errorAlarm = alarmOn(
      'ErrorAlarm',
      this.function.metricErrors({ period: Duration.minutes(5) }),
      'The monthly digest function failed (a co-op run or some of its mails)',
    );
    const partnerErrorAlarm = alarmOn(
      'PartnerMailErrorAlarm',
      this.partnerMailFunction.metricErrors({ period: Duration.minutes(5) }),
      "The partner mail function failed (a co-op's reminders or monthly numbers, or some of their mails)",
    );
    this.alarms = [dlqAlarm, errorAlarm, partnerErrorAlarm];
  }

  /**
   * One hourly job: its role from the route permission model, its log group, its function (retried
   * by Lambda, then dead-lettered) and its schedule (retried, then dead-lettered). `prefix` names
   * its constructs; the digest's has none, so its resources keep the ids they were deployed with.
   */
  private scheduledJob(
    prefix: string,
    job: {
      props: DigestStackProps;
      entry: string;
      data: DataNeeds;
      roleDescription: string;
      description: string;
      scheduleDescription: string;
    },
  ): { function: NodejsFunction; schedule: Schedule } {
    const { settings, data, mail, projectRoot } = job.props;
    const role = new Role(this, `${prefix}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: job.roleDescription,
    });
    // Its environment and its role from one permission list: no API secret in either.
    const permissions = routePermissions(job.data);
    grantPermissions(role, permissions, {
      tables: data.tables,
      specs: data.specs,
      mediaBucket: data.mediaBucket,
      mailIdentityArn: mail.identityArn,
      mailConfigurationSetArn: mail.configurationSetArn,
    });
    const logGroup = new LogGroup(this, `${prefix}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    acknowledgeTracing(role);

    const fn = new NodejsFunction(this, `${prefix}Function`, {
      entry: job.entry,
      handler: 'handler',
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // A co-op too big for one run resumes on the next hour: everyone mailed is skipped.
      timeout: Duration.minutes(15),
      role,
      logGroup,
      description: job.description,
      environment: functionEnvironment(settings, { data, mail }, permissions),
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      bundling: BUNDLING,
      ...observability(this, projectRoot),
      // Scheduler invokes asynchronously: a failed run is retried by Lambda, then dead-lettered.
      retryAttempts: 2,
      maxEventAge: Duration.hours(1),
      deadLetterQueue: this.deadLetterQueue,
    });

    const target = new LambdaInvoke(fn, {
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 3,
      maxEventAge: Duration.hours(1),
    });
    const schedule = new Schedule(this, `${prefix}Schedule`, {
      description: job.scheduleDescription,
      // Five past every hour, UTC: every co-op's 9:00 falls on some hour of every time zone used.
      schedule: ScheduleExpression.cron({ minute: '5' }),
      target,
    });
    // The scheduler's role (made by the target) may invoke the function and its versions (arn:*).
    for (const schedulerRole of this.node
      .findAll()
      .filter((c) => c instanceof Role && c !== role && !this.jobRoles.has(c)))
      acknowledgeWildcardResource(
        schedulerRole,
        `${fn.functionArn}:*`,
        "EventBridge Scheduler's Lambda target grants invoke on the function's versions and aliases; only this one function.",
      );
    this.jobRoles.add(role);
    return { function: fn, schedule };
  }
}
