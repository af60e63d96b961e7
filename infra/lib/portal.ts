import { Tags, Validations, type App } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AdminApiStack } from '../stacks/admin-api-stack.js';
import { ApiStack } from '../stacks/api-stack.js';
import { DataStack } from '../stacks/data-stack.js';
import { DigestStack } from '../stacks/digest-stack.js';
import { EDGE_REGION, EdgeStack } from '../stacks/edge-stack.js';
import { MailStack } from '../stacks/mail-stack.js';
import { MonitoringStack } from '../stacks/monitoring-stack.js';
import { WebStack } from '../stacks/web-stack.js';
import { implementedRoutes, PROJECT_ROOT, type DeployedRoute } from './deployed-routes.js';
import { resolveSettings } from './settings.js';
import { webAclMetricName } from './web-acl.js';

// Builds the whole portal into an App. infra/app.ts calls it for `cdk synth`; tests call it
// in-process (and may pass a synthetic route list to project the resource count).

export interface PortalOptions {
  /** Routes that get their own function; by default the route-table entries whose handler exists. */
  routes?: DeployedRoute[];
  projectRoot?: string;
  /** Register cdk-nag's AwsSolutions checks as a synth-time validation plugin. */
  nag?: boolean;
}

export interface Portal {
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  /** The admin area's functions and routes, on the api stack's HTTP API. */
  adminApi: AdminApiStack;
  web: WebStack;
  /** The monthly digest's schedule, function, dead-letter queue and alarms (to the monitoring topic). */
  digest: DigestStack;
  /** Alarms, their SNS topic and the dashboard. */
  monitoring: MonitoringStack;
  /** The web ACL's own us-east-1 stack, for stages pinned to another region. */
  edge: EdgeStack | undefined;
  /** Every route's function (and 'fallback') by route path, whichever stack holds it. */
  functions: ReadonlyMap<string, NodejsFunction>;
}

export function buildPortal(app: App, options: PortalOptions = {}): Portal {
  const settings = resolveSettings(app);
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const routes = options.routes ?? implementedRoutes(projectRoot);
  const env = settings.account || settings.region ? { account: settings.account, region: settings.region } : undefined;
  const common = { env, settings, terminationProtection: settings.isProd };
  const name = (part: string) => `portal-${settings.stage}-${part}`;

  const data = new DataStack(app, name('data'), {
    ...common,
    stackName: name('data'),
    description: 'Co-op savings portal: tables and media (retained)',
  });
  const mail = new MailStack(app, name('mail'), {
    ...common,
    stackName: name('mail'),
    description: 'Co-op savings portal: SES identity and configuration set',
  });
  const api = new ApiStack(app, name('api'), {
    ...common,
    stackName: name('api'),
    description: 'Co-op savings portal: HTTP API and one function per route',
    data,
    mail,
    routes: routes.filter((r) => r.access !== 'admin'),
    projectRoot,
  });
  // Admin routes in their own stack: the api stack would pass 500 resources with them.
  const adminApi = new AdminApiStack(app, name('admin-api'), {
    ...common,
    stackName: name('admin-api'),
    description: "Co-op savings portal: one function per admin route, on the api stack's HTTP API",
    data,
    mail,
    api,
    routes: routes.filter((r) => r.access === 'admin'),
    projectRoot,
  });
  // A CloudFront web ACL exists only in us-east-1. A stage pinned elsewhere gets it from a stack
  // of its own there; otherwise it sits in the web stack, which must then deploy to us-east-1.
  const edge =
    settings.region && settings.region !== EDGE_REGION
      ? new EdgeStack(app, name('edge'), {
          ...common,
          stackName: name('edge'),
          description: 'Co-op savings portal: AWS WAF web ACL of the CloudFront distribution',
        })
      : undefined;
  const web = new WebStack(app, name('web'), {
    ...common,
    stackName: name('web'),
    description: 'Co-op savings portal: CloudFront, SPA bucket and edge functions',
    data,
    api,
    webAclArn: edge?.webAcl.attrArn,
    projectRoot,
  });

  const functions = new Map([...api.functions, ...adminApi.functions]);
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    ...common,
    stackName: name('monitoring'),
    description: 'Co-op savings portal: alarms, their SNS topic and the dashboard',
    settings,
    functions,
    httpApi: api.httpApi,
    tables: data.tables,
    configurationSetName: mail.configurationSet.configurationSetName,
    webAclMetricName: webAclMetricName(settings.stage),
    feedbackDeadLetterQueue: api.feedbackDeadLetterQueue,
  });

  const digest = new DigestStack(app, name('digest'), {
    ...common,
    stackName: name('digest'),
    description: 'Co-op savings portal: the monthly deals digest on a schedule',
    data,
    mail,
    projectRoot,
    alarmTopic: monitoring.topic,
  });

  // With @aws-cdk/core:explicitStackTags, tags go on each stack.
  for (const stack of [data, mail, api, adminApi, digest, web, monitoring, ...(edge ? [edge] : [])]) {
    Tags.of(stack).add('project', 'coop-savings-portal');
    Tags.of(stack).add('stage', settings.stage);
  }

  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, mail, api, adminApi, web, digest, monitoring, edge, functions };
}
