import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { createWebAcl } from '../lib/web-acl.js';
import type { ResolvedSettings } from '../lib/settings.js';

// The CloudFront web ACL, for stages deployed outside us-east-1: WAF only accepts a CLOUDFRONT
// scope there. The web stack reads its ARN across regions (Fn::GetStackOutput).

export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  settings: ResolvedSettings;
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.settings.account, region: EDGE_REGION } });
    this.webAcl = createWebAcl(this, 'WebAcl', props.settings.stage);
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
