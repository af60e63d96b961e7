import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { routeId, type DeployedRoute } from '../lib/deployed-routes.js';
import { RouteFunctions } from '../lib/route-functions.js';
import type { ResolvedSettings } from '../lib/settings.js';
import type { ApiStack } from './api-stack.js';
import type { DataStack } from './data-stack.js';
import type { MailStack } from './mail-stack.js';

// The admin area's routes (access 'admin' in shared/routes.ts), on the api stack's HTTP API:
// a stack of their own because about five resources per route would take the api stack past
// CloudFormation's 500. Same functions, roles and grants as the api stack's (RouteFunctions);
// the API, its stage and secrets stay there, so CloudFront needs nothing new.

export interface AdminApiStackProps extends StackProps {
  settings: ResolvedSettings;
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  routes: DeployedRoute[];
  projectRoot: string;
}

export class AdminApiStack extends Stack {
  /** This stack's functions by route path; Portal.functions has every route's. */
  readonly functions: Map<string, NodejsFunction>;
  readonly roles: Map<string, Role>;

  constructor(scope: Construct, id: string, props: AdminApiStackProps) {
    super(scope, id, props);
    const { settings, data, mail, api } = props;

    const functions = new RouteFunctions(this, {
      settings,
      data,
      mail,
      originVerifySecret: api.originVerifySecret,
      partnerTokenSecret: api.partnerTokenSecret,
      projectRoot: props.projectRoot,
    });
    this.functions = functions.functions;
    this.roles = functions.roles;

    for (const route of props.routes) {
      // Its throttle would be a route setting of the api stack's stage, which cannot wait for a
      // route of this (later) stack.
      if (route.password)
        throw new Error(`${route.path}: a password route needs the stage's route settings; keep it in the api stack`);
      const fn = functions.forRoute(route);
      new HttpRoute(this, `${routeId(route.path)}Route`, {
        httpApi: api.httpApi,
        routeKey: HttpRouteKey.with(`/api/${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId(route.path)}Integration`, fn),
      });
    }

    // As in the api stack: sessions are cookies checked by every handler's middy chain.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is per route in the handlers: session cookie plus CSRF token, access level from shared/routes.ts.',
    });
  }
}
