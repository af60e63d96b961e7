import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrapRegions } from '#infra/lib/settings.js';
import { ATTACKER_ADDRESSES } from '#shared/rate-limits.js';
import { routeList } from '#shared/routes.js';
import type { SynthesizedPortal } from './synth-portal.js';

// The figures of docs/operations.md and docs/security.md that the code defines, read from the
// synthesized dev stage (what `npm run synth` makes, with the site upload) so the runbook says
// what CloudFormation gets. Each sits between `<!-- generated:<name> -->` and `<!-- /generated -->`;
// `npm run docs` rewrites them and tests/infra/templates.test.ts fails when a page differs.
// Another section's figures join by adding a block here and its markers on the page.

type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string[] };
type TemplateJson = { Resources: Record<string, Resource>; Outputs?: Record<string, unknown> };

export const GENERATED_PAGES = ['docs/operations.md', 'docs/security.md'] as const;

const BLOCK = /<!-- generated:([a-z-]+) -->\n[\s\S]*?<!-- \/generated -->/g;

/** The stack's name with the stage as a placeholder: `portal-<stage>-api`. */
const stagePlaceholder = (text: string, stage: string) => text.replaceAll(`portal-${stage}-`, 'portal-<stage>-');
/** A logical id without the 8-hex-digit hash CDK appends. */
const bareId = (id: string) => id.replace(/[0-9A-F]{8}$/, '');

function templatesOf(synth: SynthesizedPortal): Map<string, TemplateJson> {
  return new Map(
    synth.templateFiles.map((f) => [
      path.basename(f, '.template.json'),
      JSON.parse(readFileSync(f, 'utf8')) as TemplateJson,
    ]),
  );
}

const ofType = (t: TemplateJson, type: string) => Object.entries(t.Resources).filter(([, r]) => r.Type === type);

function regionsBlock(): string {
  const regions = (region: string | undefined) =>
    bootstrapRegions({ region })
      .map((r) => `\`${r}\``)
      .join(', ');
  return [
    '| `stages.<stage>.region` | regions to bootstrap (`npx cdk bootstrap aws://<account>/<region>`, once per account) |',
    '| --- | --- |',
    `| not set (the CLI profile decides, and it must then be us-east-1) | ${regions(undefined)} |`,
    `| \`us-east-1\` | ${regions('us-east-1')} |`,
    `| any other, e.g. \`eu-west-1\` | ${regions('eu-west-1')} (\`portal-<stage>-edge\`, the web ACL, deploys to us-east-1) |`,
  ].join('\n');
}

function stacksBlock(templates: Map<string, TemplateJson>, stage: string): string {
  const rows = [...templates].map(
    ([name, t]) => `| \`${stagePlaceholder(name, stage)}\` | ${Object.keys(t.Resources).length} |`,
  );
  return [
    '| stack | resources (of CloudFormation’s 500 a stack) |',
    '| --- | --- |',
    ...rows,
    '',
    'Counted on the dev stage with the SPA built (the web stack’s site upload included); a stage',
    'pinned outside us-east-1 moves the web ACL from the web stack into `portal-<stage>-edge`.',
  ].join('\n');
}

function stageOf(templates: Map<string, TemplateJson>) {
  const api = [...templates].find(([name]) => name.endsWith('-api') && !name.endsWith('-admin-api'))?.[1];
  const stage = api && ofType(api, 'AWS::ApiGatewayV2::Stage')[0]?.[1].Properties;
  if (!stage) throw new Error('the api stack has no API Gateway stage');
  const throttle = (s: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }) => ({
    rate: s.ThrottlingRateLimit,
    burst: s.ThrottlingBurstLimit,
  });
  const routes = Object.entries(stage.RouteSettings as Record<string, any>).map(([key, s]) => ({
    key,
    ...throttle(s),
  }));
  return { stage: throttle(stage.DefaultRouteSettings), routes };
}

const PASSWORD_KIND = { set: 'set a password', verify: 'check a password' } as const;

function throttlesBlock(templates: Map<string, TemplateJson>): string {
  const { stage, routes } = stageOf(templates);
  const byLimit = new Map<string, string[]>();
  for (const r of routes) {
    const limit = `rate ${r.rate}/s, burst ${r.burst}`;
    byLimit.set(limit, [...(byLimit.get(limit) ?? []), r.key]);
  }
  return [
    '| API Gateway throttle | rate (requests/s) | burst |',
    '| --- | --- | --- |',
    `| the \`$default\` stage: every route, shared by all callers | ${stage.rate} | ${stage.burst} |`,
    ...[...byLimit].map(([, keys]) => {
      const r = routes.find((x) => x.key === keys[0]);
      const kinds = new Set(
        keys.map((k) => routeList.find((route) => k.endsWith(`/api/${route.path}`))?.password).filter(Boolean),
      );
      const what = [...kinds].map((k) => `routes that ${PASSWORD_KIND[k as keyof typeof PASSWORD_KIND]}`).join(', ');
      return `| each of ${keys.length} ${what} (${keys.map((k) => `\`${k.replace(/^\w+ \/api\//, '')}\``).join(', ')}) | ${r?.rate} | ${r?.burst} |`;
    }),
  ].join('\n');
}

interface WafRule {
  Name: string;
  Priority: number;
  Statement: Record<string, any>;
}

function webAcl(templates: Map<string, TemplateJson>): WafRule[] {
  for (const t of templates.values()) {
    const acl = ofType(t, 'AWS::WAFv2::WebACL')[0];
    if (acl) return acl[1].Properties?.Rules as WafRule[];
  }
  throw new Error('no stack has the web ACL');
}

function scopeOf(statement: Record<string, any> | undefined): string {
  if (!statement) return 'every request';
  const matches = (statement.OrStatement?.Statements ?? [statement]).map((s: any) => s.ByteMatchStatement);
  if (matches.length === 1 && matches[0].PositionalConstraint === 'STARTS_WITH')
    return `paths starting \`${matches[0].SearchString}\``;
  return `${matches.length} paths (${matches.map((m: any) => `\`${m.SearchString}\``).join(', ')})`;
}

function wafBlock(templates: Map<string, TemplateJson>): string {
  const rows = webAcl(templates).map((rule) => {
    const managed = rule.Statement.ManagedRuleGroupStatement;
    if (managed) return `| ${rule.Priority} | \`${rule.Name}\` | AWS managed rule group \`${managed.Name}\` | | |`;
    const rate = rule.Statement.RateBasedStatement;
    return `| ${rule.Priority} | \`${rule.Name}\` | ${scopeOf(rate.ScopeDownStatement)} | ${rate.Limit} per ${rate.AggregateKeyType} | ${rate.EvaluationWindowSec / 60} min |`;
  });
  return ['| priority | rule | applies to | limit | window |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function throttleArithmeticBlock(templates: Map<string, TemplateJson>): string {
  const rules = webAcl(templates);
  const { stage, routes } = stageOf(templates);
  const rateOf = (name: string) => rules.find((r) => r.Name === name)?.Statement.RateBasedStatement;
  const capOf = (kind: 'set' | 'verify') => {
    const path = routeList.find((r) => r.password === kind)?.path;
    return routes.find((r) => path && r.key.endsWith(`/api/${path}`));
  };
  const row = (what: string, rule: string, cap: { rate: number; burst: number } | undefined) => {
    const rate = rateOf(rule);
    if (!rate || !cap) throw new Error(`no WAF rule ${rule} or throttle for ${what}`);
    const window = rate.EvaluationWindowSec as number;
    const rps = (ATTACKER_ADDRESSES * rate.Limit) / window;
    return `| ${what} | ${rate.Limit} / ${window / 60} min | ${ATTACKER_ADDRESSES} x ${rate.Limit} / ${window} = ${Number(rps.toFixed(1))} rps | ${cap.rate} rps (burst ${cap.burst}) |`;
  };
  return [
    '| shared cap | WAF limit per IP | K x rate per IP | cap |',
    '|---|---|---|---|',
    row('routes that set a password (sign-up, activation, reset, change)', 'password-set-routes-per-ip', capOf('set')),
    row('routes that check a password (login, account changes)', 'password-verify-routes-per-ip', capOf('verify')),
    row('the stage, any `/api`', 'api-per-ip', stage),
  ].join('\n');
}

function logGroupsBlock(templates: Map<string, TemplateJson>, stage: string): string {
  const rows: string[] = [];
  for (const [name, t] of templates) {
    const groups = ofType(t, 'AWS::Logs::LogGroup');
    if (!groups.length) continue;
    const functions = ofType(t, 'AWS::Lambda::Function');
    const ownerOf = (id: string) =>
      functions.find(([, f]) => JSON.stringify(f.Properties?.LoggingConfig ?? {}).includes(`"${id}"`))?.[1];
    const perFunction = groups.filter(([id]) => ownerOf(id));
    const others = groups.filter(([id]) => !ownerOf(id));
    const prefix = stagePlaceholder(name, stage);
    const parts: string[] = [];
    const described = (id: string) => String(ownerOf(id)?.Properties?.Description ?? '');
    // A route's function makes the better example than the fallback.
    const [example] = [...perFunction].sort(
      ([a], [b]) => Number(/^\w+ \//.test(described(b))) - Number(/^\w+ \//.test(described(a))),
    );
    if (example && perFunction.length > 1) {
      const [exampleId] = example;
      parts.push(
        `${perFunction.length} function log groups, \`${prefix}-<Function>Logs…\` (e.g. \`${prefix}-${bareId(exampleId)}…\` for ${described(exampleId)})`,
      );
    } else if (example) {
      parts.push(`\`${prefix}-${bareId(example[0])}…\` (${described(example[0])})`);
    }
    for (const [id] of others) {
      // CDK names the site upload's log group after its singleton provider, a long hash.
      parts.push(
        id.startsWith('CustomCDKBucketDeployment')
          ? `\`${prefix}-CustomCDKBucketDeployment…LogGroup…\` (the site upload during a deploy)`
          : `\`${prefix}-${bareId(id)}…\`${id.startsWith('AccessLogs') ? ' (API Gateway access log)' : ''}`,
      );
    }
    rows.push(`| \`${prefix}\` | ${groups.length} | ${parts.join('; ')} |`);
  }
  return ['| stack | log groups | names (CloudFormation adds a suffix) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** An alarm's family: per-function, per-route-group and per-table alarms collapse to one row. */
function alarmFamily(id: string, description: string): { family: string; what: string } {
  const bare = bareId(id);
  const perFunction = /^(.+?): (function errors.*|invocations throttled.*)$/.exec(description);
  if (perFunction)
    return { family: bare.replace(/^.*?(Errors|Throttles)$/, '<Function>$1'), what: perFunction[2] ?? '' };
  const perGroup = /^(\w+) routes: (.*)$/.exec(description);
  if (perGroup) return { family: bare.replace(/^RouteGroup[A-Z][a-z]+/, 'RouteGroup<Group>'), what: perGroup[2] ?? '' };
  const perTable = /^(\w+) table: (.*)$/.exec(description);
  if (perTable) return { family: bare.replace(/^[A-Z][a-z]+Table/, '<Table>Table'), what: perTable[2] ?? '' };
  return { family: bare, what: description };
}

const COMPARISONS: Record<string, string> = {
  GreaterThanOrEqualToThreshold: '≥',
  GreaterThanThreshold: '>',
  LessThanThreshold: '<',
  LessThanOrEqualToThreshold: '≤',
};

/** An alarm's period when it is not the usual 5 minutes (a metric-math alarm has it on its metrics). */
function periodText(p: Record<string, any>): string {
  const seconds = Number(
    p.Period ??
      (p.Metrics as { MetricStat?: { Period: number } }[] | undefined)?.find((m) => m.MetricStat)?.MetricStat?.Period,
  );
  return seconds && seconds !== 300 ? ` of ${seconds / 60} minutes` : '';
}

function alarmFamilies(templates: Map<string, TemplateJson>, stage: string) {
  const families = new Map<string, { stack: string; what: string; at: string; count: number }>();
  for (const [name, t] of templates) {
    for (const [id, alarm] of ofType(t, 'AWS::CloudWatch::Alarm')) {
      const p = alarm.Properties ?? {};
      const { family, what } = alarmFamily(id, String(p.AlarmDescription ?? ''));
      const at = `${COMPARISONS[String(p.ComparisonOperator)] ?? p.ComparisonOperator} ${p.Threshold}, ${p.EvaluationPeriods} period${p.EvaluationPeriods > 1 ? 's' : ''}${periodText(p)}`;
      const seen = families.get(family);
      families.set(family, { stack: stagePlaceholder(name, stage), what, at, count: (seen?.count ?? 0) + 1 });
    }
  }
  return families;
}

function alarmsBlock(templates: Map<string, TemplateJson>, stage: string): string {
  const rows = [...alarmFamilies(templates, stage)].map(
    ([family, a]) => `| \`${family}\` | ${a.count} | \`${a.stack}\` | ${a.at} | ${a.what} |`,
  );
  return [
    '| alarm | how many | stack | fires at (5-minute periods unless told) | description (as the alarm says it) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The alarm families of a synthesized stage (the rows of the generated alarm table). */
export function alarmFamiliesOf(synth: SynthesizedPortal): string[] {
  return [...alarmFamilies(templatesOf(synth), stageName(synth)).keys()];
}

const stageName = (synth: SynthesizedPortal) => synth.portal.api.stackName.replace(/^portal-/, '').replace(/-api$/, '');

/** Every generated block by name, from one synthesized stage. */
export function operationsBlocks(synth: SynthesizedPortal): Record<string, string> {
  const templates = templatesOf(synth);
  const stage = stageName(synth);
  return {
    regions: regionsBlock(),
    stacks: stacksBlock(templates, stage),
    throttles: throttlesBlock(templates),
    waf: wafBlock(templates),
    'log-groups': logGroupsBlock(templates, stage),
    alarms: alarmsBlock(templates, stage),
    'throttle-arithmetic': throttleArithmeticBlock(templates),
  };
}

/** The page with each of its generated blocks replaced; a marker naming no block is an error. */
export function pageWithBlocks(page: string, blocks: Record<string, string>): string {
  return page.replace(BLOCK, (_whole, name: string) => {
    const text = blocks[name];
    if (text === undefined) throw new Error(`no generated block named ${name}`);
    return `<!-- generated:${name} -->\n${text}\n<!-- /generated -->`;
  });
}

/** The blocks each page holds, by name. */
export const blockNames = (page: string): string[] => [...page.matchAll(BLOCK)].map((m) => m[1] ?? '');

export function writeOperationsDocs(root: string, synth: SynthesizedPortal): void {
  const blocks = operationsBlocks(synth);
  for (const page of GENERATED_PAGES) {
    const file = path.join(root, page);
    writeFileSync(file, pageWithBlocks(readFileSync(file, 'utf8'), blocks));
  }
}
