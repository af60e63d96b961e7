import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { Token, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapRegions } from '#infra/lib/settings.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import {
  alarmFamiliesOf,
  blockNames,
  GENERATED_PAGES,
  operationsBlocks,
  pageWithBlocks,
} from '../support/operations-docs.js';
import { withoutCdkValidation } from '../support/shared-portal.js';
import { completeProdStage, synthPortal, type SynthesizedPortal } from '../support/synth-portal.js';

// What CloudFormation is handed, checked as an AWS engineer would before a first deploy:
// cfn-lint on every stack's template, and for two stages (dev as `npm run synth` makes it, and prod
// pinned outside us-east-1, which adds the edge stack and its cross-region reference) where cross-stack
// references sit (docs/adr/0065-cross-stack-references.md), the order of the site upload, and
// the regions a stage needs bootstrapped; and the runbook's figures generated from the dev stage.

interface Finding {
  Rule: { Id: string };
  Level: string;
  Message: string;
  Filename: string;
  Location: { Path: (string | number)[] };
}

/** cfn-lint's findings on the files; a machine without it fails here, saying so (.ci/run machines have it). */
function cfnLint(files: string[]): Finding[] {
  // On PATH, else where pyenv puts it on these machines (a CI shell may start without pyenv's PATH).
  const cfnLintBin = ['cfn-lint', path.join(os.homedir(), '.pyenv/shims/cfn-lint')].find(
    (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).status === 0,
  );
  if (!cfnLintBin) {
    throw new Error(
      'cfn-lint is not installed: the template check needs it on PATH (`cfn-lint --version`; 1.51.0 on these machines). It is a Python tool, not an npm package.',
    );
  }
  try {
    execFileSync(cfnLintBin, ['--format', 'json', '--', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return [];
  } catch (error) {
    // cfn-lint exits non-zero when it finds anything; the findings are on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as Finding[];
  }
}

const describeFinding = (f: Finding) =>
  `${f.Rule.Id} ${path.basename(f.Filename)} ${f.Location.Path.join('/')}: ${f.Message}`;

/** Every `Fn::GetStackOutput` with the key it sits under: a property name, an output `Value`, or an intrinsic. */
function stackOutputParents(template: unknown): string[] {
  const parents: string[] = [];
  const walk = (node: unknown, parent: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, parent));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Fn::GetStackOutput') parents.push(parent);
      else walk(value, key.startsWith('Fn::') ? key : 'property');
    }
  };
  walk(template, 'property');
  return parents;
}

// One synthesis per stage for the whole file (the dev one serves the runbook checks too).
const synthesized = new Map<string, SynthesizedPortal>();
function synthOnce(context: Record<string, unknown>): SynthesizedPortal {
  const key = JSON.stringify(context);
  // cfn-lint checks these templates' schemas, a superset of CDK's own validation (shared-portal.ts).
  const done = synthesized.get(key) ?? withoutCdkValidation(() => synthPortal(context));
  synthesized.set(key, done);
  return done;
}
afterAll(() => synthesized.forEach((s) => s.remove()));

const stages: [string, Record<string, unknown>][] = [
  ['dev (cdk.json, no region)', {}],
  ['prod pinned to eu-west-1', completeProdStage('eu-west-1')],
];

describe.each(stages)('the templates of %s', (_name, context) => {
  let synth: SynthesizedPortal;

  beforeAll(() => {
    synth = synthOnce(context);
  }, 300_000);

  it('read other stacks only as whole values or parts of Fn::Join, never inside Fn::Split, Fn::Select or Fn::Sub', () => {
    const parents = synth.templateFiles.flatMap((f) => stackOutputParents(JSON.parse(readFileSync(f, 'utf8'))));
    expect(parents.length).toBeGreaterThan(0);
    expect([...new Set(parents)].sort()).toEqual(['Fn::Join', 'property']);
  });

  it('give CloudFront the API host from the api stack output, whole', () => {
    const { web, api } = synth.portal;
    const distribution = Object.values(Template.fromStack(web).findResources('AWS::CloudFront::Distribution'))[0];
    const origins = distribution?.Properties.DistributionConfig.Origins as { DomainName: unknown }[];
    const apiOrigin = origins.find((o) => JSON.stringify(o.DomainName).includes('Fn::GetStackOutput'));
    expect(apiOrigin?.DomainName).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: api.stackName, OutputName: 'ApiHost' }),
    });
    expect(Template.fromStack(api).toJSON().Outputs.ApiHost.Value).toMatchObject({
      'Fn::Select': [2, { 'Fn::Split': ['/', expect.anything()] }],
    });
    expect(web.dependencies).toContain(api);
  });

  it('upload the hashed chunks before index.html and sw.js, which invalidate the cache', () => {
    const web = Template.fromStack(synth.portal.web).toJSON();
    const deployments = Object.entries(web.Resources as Record<string, { Type: string; DependsOn?: string[] }>).filter(
      ([, r]) => r.Type === 'Custom::CDKBucketDeployment',
    );
    const [assetsId] = deployments.find(([id]) => id.startsWith('DeployAssets')) ?? [];
    const [, site] = deployments.find(([id]) => id.startsWith('DeploySite')) ?? [];
    expect(assetsId).toBeDefined();
    expect(site?.DependsOn ?? []).toContain(assetsId);
  });

  it('sit in the regions the runbook says to bootstrap', () => {
    const { portal } = synth;
    const stacks: Stack[] = [
      portal.data,
      portal.mail,
      portal.api,
      portal.adminApi,
      portal.web,
      portal.digest,
      portal.monitoring,
      ...(portal.edge ? [portal.edge] : []),
    ];
    const region = (context.stages as Record<string, { region?: string }> | undefined)?.prod?.region;
    // A stage without a region deploys where the CLI points, which must be us-east-1.
    const placed = new Set(stacks.map((s) => (Token.isUnresolved(s.region) ? 'us-east-1' : s.region)));
    expect([...placed].sort()).toEqual(bootstrapRegions({ region }).sort());
  });

  it('keep the partner token secret when a prod stack goes (partners hold its public key)', () => {
    const { api } = synth.portal;
    const secrets = Template.fromStack(api).findResources('AWS::SecretsManager::Secret');
    const partner = Object.entries(secrets).find(([id]) => id.startsWith('PartnerTokenSecret'))?.[1];
    expect(partner?.DeletionPolicy).toBe(context.stage === 'prod' ? 'Retain' : 'Delete');
  });
});

// cfn-lint on the stage that has every stack (prod outside us-east-1 adds the edge stack): the
// dev stage's templates are the same constructs with other settings, and cfn-lint costs about 4 s
// of CPU per template on these machines.
describe('the templates of prod pinned to eu-west-1', () => {
  it('pass cfn-lint with no error, and no warning but redundant DependsOn (W3005)', () => {
    const { templateFiles } = synthOnce(completeProdStage('eu-west-1'));
    expect(templateFiles.map((f) => path.basename(f)).sort()).toEqual(
      ['admin-api', 'api', 'data', 'digest', 'edge', 'mail', 'monitoring', 'web'].map(
        (s) => `portal-prod-${s}.template.json`,
      ),
    );
    const findings = cfnLint(templateFiles);
    // W3005 (a DependsOn CloudFormation would infer anyway) is CDK's doing and harmless.
    const left = findings.filter((f) => f.Rule.Id !== 'W3005');
    expect(left.map(describeFinding)).toEqual([]);
  }, 600_000);
});

describe("the runbook's figures (docs/operations.md, docs/security.md)", () => {
  let synth: SynthesizedPortal;
  beforeAll(() => {
    synth = synthOnce({});
  }, 300_000);

  it('are what `npm run docs` generates from the dev stage', () => {
    const blocks = operationsBlocks(synth);
    const used = new Set<string>();
    for (const page of GENERATED_PAGES) {
      const text = readFileSync(path.join(PROJECT_ROOT, page), 'utf8');
      blockNames(text).forEach((name) => used.add(name));
      expect(text, `${page}: run \`npm run docs\``).toBe(pageWithBlocks(text, blocks));
    }
    // Every block is on a page, once.
    expect([...used].sort()).toEqual(Object.keys(blocks).sort());
  });

  it('say what to do first for every alarm the stage has', () => {
    const page = readFileSync(path.join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
    const doFirst = page.slice(page.indexOf('| Alarm | Means | Do first |'));
    expect(doFirst.length).toBeGreaterThan(0);
    for (const family of alarmFamiliesOf(synth)) expect(doFirst, family).toContain(`| \`${family}\` |`);
  });
});
