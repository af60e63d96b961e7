import { Stack } from 'aws-cdk-lib';
import { LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IConstruct } from 'constructs';

// Powertools for AWS Lambda (logger, metrics, tracer and the X-Ray SDK under the tracer) comes
// from AWS's public Lambda layer, not from the bundles: esbuild leaves these packages external
// (BUNDLING.externalModules) and every function gets the layer, found through AWS's public SSM
// parameter for the exact version installed here, so the code tested is the code deployed.
// The functions import Logger and Metrics only: SDK calls are traced without the Tracer and the
// X-Ray SDK, which cost every cold start about 40 ms (docs/adr/0061-sdk-tracing-without-xray-sdk.md).

/** What the layer provides (the tracer and X-Ray SDK too, though no route imports them); esbuild treats a package's subpaths (…/middleware) as external too. */
export const POWERTOOLS_PACKAGES = [
  '@aws-lambda-powertools/commons',
  '@aws-lambda-powertools/logger',
  '@aws-lambda-powertools/metrics',
  '@aws-lambda-powertools/tracer',
  'aws-xray-sdk-core',
] as const;

const USED = ['@aws-lambda-powertools/logger', '@aws-lambda-powertools/metrics'] as const;

/**
 * The installed Powertools version, which must be the one package.json pins exactly (the layer
 * is one release of all of them).
 */
export function powertoolsVersion(projectRoot: string): string {
  const read = (file: string) =>
    JSON.parse(readFileSync(file, 'utf8')) as { version?: string; dependencies?: Record<string, string> };
  const pinned = read(path.join(projectRoot, 'package.json')).dependencies ?? {};
  const versions = new Set<string>();
  for (const name of USED) {
    const installed = read(path.join(projectRoot, 'node_modules', name, 'package.json')).version!;
    if (pinned[name] !== installed)
      throw new Error(
        `package.json must pin ${name} to the installed ${installed} (the Powertools layer is that exact release), not ${pinned[name]}`,
      );
    versions.add(installed);
  }
  if (versions.size !== 1) throw new Error(`Powertools packages differ in version: ${[...versions].join(', ')}`);
  return [...versions][0]!;
}

/** AWS's public parameter holding the layer's ARN of one release, in every commercial region. */
export const powertoolsLayerParameter = (version: string) =>
  `/aws/service/powertools/typescript/generic/all/${version}`;

/** The layer, once per stack. */
export function powertoolsLayer(scope: IConstruct, projectRoot: string): ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('PowertoolsLayer') as ILayerVersion | undefined;
  if (existing) return existing;
  const arn = StringParameter.valueForStringParameter(stack, powertoolsLayerParameter(powertoolsVersion(projectRoot)));
  return LayerVersion.fromLayerVersionArn(stack, 'PowertoolsLayer', arn);
}
