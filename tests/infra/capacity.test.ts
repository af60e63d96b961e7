import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '#functions/db/tables.js';
import { profileKey } from '#infra/lib/access-profile.js';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { PROJECT_ROOT, type DeployedRoute } from '#infra/lib/deployed-routes.js';
import {
  AUDIT_KEY_PATTERN,
  ITEM_PATTERNS,
  MEDIA_AREA_PREFIXES,
  SESSION_KEY_PATTERN,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '#infra/lib/permissions.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import { routeList, routeMethod, routes, type RoutePath } from '#shared/routes.js';
import { isStaffWrite } from '#shared/staff-writes.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';

// The portal once every route has its handler: the whole route table, padded with synthetic
// entries to 60 routes (each with a real route's data needs), all pointing at an existing module
// since bundling is skipped. Checks the CloudFormation limits and every route's IAM grants.

const TARGET_ROUTES = 60;
const entry = path.join(PROJECT_ROOT, 'functions/api/fallback.ts');
const projected: DeployedRoute[] = Array.from({ length: Math.max(TARGET_ROUTES, routeList.length) }, (_, i) => {
  const real = routeList[i];
  if (real) return { path: real.path, data: real.data, access: real.access, method: routeMethod(real), entry };
  const model = routeList[i % routeList.length]!;
  return { path: `synthetic/route${i}`, data: model.data, access: model.access, method: 'POST', entry };
});

const adminRoutes = projected.filter((r) => r.access === 'admin');
/** Everything but the admin area: the api stack's routes. */
const apiRoutes = projected.filter((r) => r.access !== 'admin');

type Statement = {
  Effect?: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

describe(`portal with ${TARGET_ROUTES} routes`, () => {
  let app: App;
  let portal: Portal;

  beforeAll(() => {
    const context = {
      ...cdkJsonContext(),
      ...SKIP_BUNDLING,
      stage: 'dev',
      stages: { dev: { mailDomain: 'example-coop.org' } },
    };
    // CDK's built-in CloudFormation schema validation costs seconds per app; portal.test.ts keeps it.
    process.env.CDK_VALIDATION = 'false';
    app = testApp(context);
    portal = buildPortal(app, { routes: projected });
    app.synth();
  }, 60_000);
  afterAll(() => {
    delete process.env.CDK_VALIDATION;
    removeTestApps();
  });

  it('keeps every stack under the 500-resource and 1 MB template limits', () => {
    const counts: Record<string, number> = {};
    for (const stack of [portal.data, portal.mail, portal.api, portal.adminApi, portal.web]) {
      const template = Template.fromStack(stack).toJSON();
      counts[stack.stackName] = Object.keys(template.Resources).length;
      expect(counts[stack.stackName]).toBeLessThan(500);
      expect(JSON.stringify(template).length).toBeLessThan(1_000_000);
    }
    // Five resources per route (function, log group, integration, route, invoke permission),
    // two per distinct access profile of the stack (role and its policy), plus the API's fixed
    // resources. Admin routes are counted in the admin-api stack.
    const profiles = new Set(apiRoutes.map((r) => profileKey(r.data))).size + 2; // + the fallback's and the SES feedback function's
    // The fallback costs what a route costs; so does the SES feedback function (its EventBridge
    // rule instead of route and integration); the API, its stage, the access-log group, the
    // origin-verify secret and the partner-token secret are fixed, and so are the feedback
    // dead-letter queue and its policy.
    expect(counts['portal-dev-api']).toBe((apiRoutes.length + 1) * 5 + 4 + profiles * 2 + 5 + 2);
    const adminProfiles = new Set(adminRoutes.map((r) => profileKey(r.data))).size;
    expect(counts['portal-dev-admin-api']).toBe(adminRoutes.length * 5 + adminProfiles * 2);
    // With the admin area's routes in their own stack (today 263 and 175 resources), each keeps
    // room for new routes.
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(counts['portal-dev-api']).toBeLessThan(450);
    expect(counts['portal-dev-admin-api']).toBeLessThan(450);
  });

  it("shares one role per distinct access profile in each stack, plus the fallback's and the SES feedback function's own", () => {
    Template.fromStack(portal.api).resourceCountIs(
      'AWS::IAM::Role',
      new Set(apiRoutes.map((r) => profileKey(r.data))).size + 2,
    );
    Template.fromStack(portal.adminApi).resourceCountIs(
      'AWS::IAM::Role',
      new Set(adminRoutes.map((r) => profileKey(r.data))).size,
    );
  });

  describe('grants exactly what each route declares', () => {
    const statementsOf = (routePath: string): Statement[] => {
      const fn = portal.functions.get(routePath)!;
      const stack = Stack.of(fn);
      const resources = Template.fromStack(stack).toJSON().Resources as Record<string, any>;
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
      return Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: any) => x.Ref === roleId))
        .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
    };
    const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
    /** What every function may do beyond its data: write its logs and its X-Ray trace segments. */
    const HOUSEKEEPING = [
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ];
    const tableRef = (id: string) =>
      portal.data.getLogicalId(portal.data.tables[id as 'core'].node.defaultChild as CfnTable);
    const mediaRef = () => portal.data.getLogicalId(portal.data.mediaBucket.node.defaultChild as never);

    // A secret as the route's own stack names it: a Ref in the api stack, an api-stack output in the admin-api stack.
    const secretIn = (routePath: string, secret: 'originVerifySecret' | 'partnerTokenSecret') =>
      Stack.of(portal.functions.get(routePath)!).resolve(portal.api[secret].secretArn) as unknown;
    const sessionOnly = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SESSION_KEY_PATTERN] } };
    const suppressionsOnly = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [ITEM_PATTERNS.core.suppressions] },
    };
    const isSuppressionRead = (s: Statement) => JSON.stringify(s.Condition) === JSON.stringify(suppressionsOnly);
    /** The audit trail's statements (ADR 0089), checked on their own below. */
    const isAudit = (s: Statement) => JSON.stringify(s.Condition ?? {}).includes(AUDIT_KEY_PATTERN);

    it.each(routeList.map((r) => [r.path]))(
      '%s: the chain may read and slide sessions, on session keys only, and read the origin secret',
      (routePath) => {
        const statements = statementsOf(routePath);
        // The route's own writes carry conditions too (write statements, below); the chain's is the Get/Update one.
        const conditioned = statements.filter(
          (s) => s.Condition && actions(s).includes('dynamodb:GetItem') && !isSuppressionRead(s) && !isAudit(s),
        );
        expect(conditioned).toHaveLength(1);
        const [chain] = conditioned;
        // IAM policy minimization merges a route's own writes of session items (same table, same
        // condition) into the chain's statement.
        const sessionsOnly =
          JSON.stringify(routes[routePath as RoutePath].data.writes?.ephemeral) === JSON.stringify(['sessions']);
        expect(actions(chain!).sort()).toEqual(
          [
            ...new Set(['dynamodb:GetItem', 'dynamodb:UpdateItem', ...(sessionsOnly ? TABLE_WRITE_ACTIONS : [])]),
          ].sort(),
        );
        expect(chain!.Condition).toEqual(sessionOnly);
        // The ephemeral table itself; sessions are never read through an index by the chain.
        expect(Array.isArray(chain!.Resource)).toBe(false);
        expect(JSON.stringify(chain!.Resource)).toContain(`${tableRef('ephemeral')}Arn`);
        expect(JSON.stringify(chain!.Resource)).not.toContain('index');
        const secret = statements.filter((s) => actions(s).includes('secretsmanager:GetSecretValue'));
        for (const statement of secret) expect(actions(statement)).toEqual(['secretsmanager:GetSecretValue']);
        const secrets = secret.flatMap((st) => [st.Resource].flat());
        // The origin secret for the chain; the partner-token secret only for routes that declare it.
        const expected = [
          secretIn(routePath, 'originVerifySecret'),
          ...(routes[routePath as RoutePath].data.partnerKey ? [secretIn(routePath, 'partnerTokenSecret')] : []),
        ];
        expect(secrets).toHaveLength(expected.length);
        expect(secrets).toEqual(expect.arrayContaining(expected));
      },
    );

    it.each(routeList.map((r) => [r.path, r]))(
      '%s: audit items only put by a staff write, only queried by Activity, never changed (ADR 0089)',
      (routePath, route) => {
        const audit = statementsOf(routePath).filter(isAudit);
        const core = `${tableRef('core')}Arn`;
        const denies = audit.filter((s) => s.Effect === 'Deny');
        const allows = audit.filter((s) => s.Effect !== 'Deny');
        expect(denies).toHaveLength(1);
        const [deny] = denies;
        expect(deny!.Condition).toEqual({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_KEY_PATTERN] } });
        expect(JSON.stringify(deny!.Resource)).toContain(core);
        expect(JSON.stringify(deny!.Resource)).toContain('/index/gsi1');
        const denied = actions(deny!);
        for (const action of [
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:GetItem',
        ])
          expect(denied).toContain(action);
        expect(denied.includes('dynamodb:PutItem')).toBe(route.data.audit !== 'put');
        expect(denied.includes('dynamodb:Query')).toBe(route.data.audit !== 'query');
        expect(route.data.audit === 'put').toBe(isStaffWrite(route));
        const allowed = allows.map((s) => [actions(s), s.Condition]);
        const only = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_KEY_PATTERN] } };
        if (route.data.audit === 'put') expect(allowed).toEqual([[['dynamodb:PutItem'], only]]);
        else if (route.data.audit === 'query') expect(allowed).toEqual([[['dynamodb:Query'], only]]);
        else expect(allowed).toEqual([]);
      },
    );

    it.each(routeList.map((r) => [r.path, r]))('%s: its own code gets exactly its data needs', (routePath, route) => {
      const all = statementsOf(routePath).filter(
        (s) => !actions(s).includes('secretsmanager:GetSecretValue') && !isAudit(s),
      );
      const statements = all.filter((s) => !s.Condition);
      // Writes: held to the route's item families by LeadingKeys (one statement per table; one
      // that writes session items only is merged into the chain's, checked above).
      const writes = all.filter(
        (s) =>
          s.Condition &&
          JSON.stringify(s.Condition) !== JSON.stringify(sessionOnly) &&
          !isSuppressionRead(s) &&
          !actions(s).includes('s3:ListBucket'),
      );
      // A route that mails reads the suppression list before each send: GetItem on those items only.
      const suppressionReads = all.filter(isSuppressionRead);
      if (route.data.mail) {
        expect(suppressionReads).toHaveLength(1);
        expect(actions(suppressionReads[0]!)).toEqual(['dynamodb:GetItem']);
        expect(JSON.stringify(suppressionReads[0]!.Resource)).toContain(`${tableRef('core')}Arn`);
        expect(JSON.stringify(suppressionReads[0]!.Resource)).not.toContain('index');
      } else expect(suppressionReads).toEqual([]);
      expect(statements.flatMap(actions)).not.toContain('dynamodb:Scan');
      for (const spec of TABLES) {
        const onTable = statements.filter((s) => JSON.stringify(s.Resource).includes(tableRef(spec.id)));
        const writesOnTable = writes.filter((s) => JSON.stringify(s.Resource).includes(tableRef(spec.id)));
        const grant = route.data[spec.id];
        if (!grant) {
          expect(onTable).toEqual([]);
          expect(writesOnTable).toEqual([]);
          continue;
        }
        // Reads of the table and each named index; never index/*, never Scan.
        expect(onTable.flatMap(actions).sort()).toEqual([...TABLE_READ_ACTIONS].sort());
        const resources = JSON.stringify(onTable.map((s) => s.Resource));
        for (const index of spec.indexes) expect(resources).toContain(`/index/${index.name}`);
        expect(resources).not.toContain('/index/*');
        const families: readonly string[] = route.data.writes?.[spec.id] ?? [];
        if (
          grant === 'read' ||
          (spec.id === 'ephemeral' && JSON.stringify(families) === JSON.stringify(['sessions']))
        ) {
          expect(writesOnTable).toEqual([]);
          continue;
        }
        expect(writesOnTable).toHaveLength(1);
        const [write] = writesOnTable;
        expect(actions(write!).sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
        // The base table only (writes never name an index), and only the route's item families.
        expect(Array.isArray(write!.Resource)).toBe(false);
        expect(JSON.stringify(write!.Resource)).not.toContain('index');
        const patterns = ITEM_PATTERNS[spec.id] as Record<string, string>;
        expect(write!.Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': families.map((f) => patterns[f]) },
        });
      }
      const onMedia = statements.filter(
        (s) => JSON.stringify(s.Resource).includes(mediaRef()) && !actions(s).includes('s3:ListBucket'),
      );
      const s3 = onMedia.flatMap(actions);
      const lists = all.filter((s) => actions(s).includes('s3:ListBucket'));
      if (!route.data.media) expect([...s3, ...lists]).toEqual([]);
      else {
        expect(s3.sort()).toEqual(
          route.data.media === 'write' ? ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
        );
        // Listing only under the folders it reads, so S3 answers a missing object 404, not 403.
        expect(lists.map((l) => [actions(l), l.Condition])).toEqual([
          [
            ['s3:ListBucket'],
            { StringLike: { 's3:prefix': (route.data.mediaAreas ?? []).map((a) => `${MEDIA_AREA_PREFIXES[a]}*`) } },
          ],
        ]);
        // Only the route's folders: `<bucket>/<prefix>*` for each, never the whole bucket.
        const objects = onMedia.flatMap((st) => [st.Resource].flat()).map((r) => JSON.stringify(r));
        const areas = route.data.mediaAreas ?? [];
        expect(objects).toHaveLength(areas.length);
        expect(objects).toEqual(
          expect.arrayContaining(areas.map((area) => expect.stringContaining(`/${MEDIA_AREA_PREFIXES[area]}*`))),
        );
      }
      const ses = statements.flatMap(actions).filter((a) => a.startsWith('ses:'));
      expect(ses).toEqual(route.data.mail ? ['ses:SendEmail'] : []);
      // Nothing else: logs of its own log groups, and X-Ray trace segments (active tracing).
      const other = statements.flatMap(actions).filter((a) => !/^(dynamodb|s3|ses):/.test(a));
      expect([...new Set(other)].sort()).toEqual(HOUSEKEEPING);
    });

    it('lets a member route that only reads write nothing but the session slide', () => {
      const readers = routeList.filter(
        (r) =>
          r.access === 'member' && Object.values(r.data).every((g) => g === 'read' || g === undefined || g === false),
      );
      expect(readers.length).toBeGreaterThan(0);
      for (const reader of readers) {
        // The audit trail's deny names writes it refuses, not ones it grants.
        const statements = statementsOf(reader.path).filter((s) => s.Effect !== 'Deny');
        const writes = (list: Statement[]) =>
          list.flatMap(actions).filter((a) => /^(dynamodb|s3):(Put|Update|Delete|BatchWrite)/.test(a));
        expect(writes(statements.filter((s) => !s.Condition))).toEqual([]);
        expect(writes(statements.filter((s) => s.Condition))).toEqual(['dynamodb:UpdateItem']);
        expect(statements.flatMap(actions).filter((a) => a.startsWith('ses:'))).toEqual([]);
      }
    });

    it('gives the fallback no data access at all', () => {
      const granted = statementsOf('fallback').flatMap(actions);
      expect([...new Set(granted)].sort()).toEqual(HOUSEKEEPING);
    });
  });

  it('leaves cdk-nag AwsSolutions with no unacknowledged finding', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});
