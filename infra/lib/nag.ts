import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

// cdk-nag 3 acknowledges IAM5 per finding, and a finding names the resource as cdk-nag flattens
// it. A resource from another stack flattens one way before synthesis and another once CDK has
// turned it into a cross-stack reference, so the acknowledgement is written for both moments:
// now, and again from a construct validation, which CDK runs after resolving references and
// before the validation plugins.

export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  const acknowledge = () =>
    Validations.of(scope).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`,
      reason,
    });
  acknowledge();
  scope.node.addValidation({
    validate: () => {
      acknowledge();
      return [];
    },
  });
}
