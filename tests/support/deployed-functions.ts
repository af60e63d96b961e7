import { CfnResource, Stack } from 'aws-cdk-lib';
import type { NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { build, type Metafile } from 'esbuild';
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resetClients } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import type { TableId } from '#infra/lib/permissions.js';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { implementedRoutes, PROJECT_ROOT, type DeployedRoute } from '#infra/lib/deployed-routes.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';
import { powertoolsLayerParameter, powertoolsVersion } from '#infra/lib/powertools.js';
import {
  BUNDLING,
  bundlingFor,
  esbuildOptions,
  fallbackEntry,
  FEEDBACK,
  feedbackEntry,
} from '#infra/lib/route-functions.js';
import { createResources } from '#infra/local/create-resources.js';
import { startEmulators, type Emulators } from '#infra/local/emulators.js';
import { digestEntry, partnerMailEntry } from '#infra/stacks/digest-stack.js';
import { sha256 } from '#functions/model/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import { removeTestApps, testApp } from './cdk-app.js';
import { FIXTURE, installIamHarness, routeEvent, type CallOptions } from './iam-harness.js';
import { mountPowertoolsLayer } from './powertools-layer.js';
import { putExampleMember } from './route-examples.js';

// The portal's functions as `cdk deploy` ships them, run the way Lambda runs them: every
// AWS::Lambda::Function of every synthesized template, its bundle built with the options CDK uses,
// loaded by a stand-in of the Node.js runtime in a process of its own (tests/support/lambda-runtime.mjs)
// whose environment is the template's variables (references resolved to local stand-ins) and the
// runtime's own, nothing else. tests/infra/deployed-functions.test.ts sends each one event.

type Json = unknown;
type Template = {
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, Output>;
  Parameters?: Record<string, Parameter>;
};
type Resource = { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, unknown> };
type Output = { Value: Json; Export?: { Name: Json } };
type Parameter = { Type: string; Default?: string };

export type FunctionKind =
  | { kind: 'route'; route: DeployedRoute }
  | { kind: 'fallback' }
  | { kind: 'feedback' }
  | { kind: 'digest' }
  | { kind: 'partnerMail' };

/** One function of one template, with what the test knows of its source. */
export interface TemplateFunction {
  /** The function's Description in its template: names it in failures (`POST /api/outside/login`). */
  name: string;
  stackName: string;
  logicalId: string;
  properties: Record<string, any>;
  source: FunctionKind & { entry: string; bundling: NonNullable<NodejsFunctionProps['bundling']> };
  /** Where the layer puts its packages: 'powertools' or no layer at all. */
  layer: 'powertools' | 'none';
}

/** A function of the app no test source is known for, and why it may be left out. */
export interface SkippedFunction {
  stackName: string;
  logicalId: string;
  reason: string;
}

export interface DeployedApp {
  portal: Portal;
  templates: Map<string, Template>;
  functions: TemplateFunction[];
  skipped: SkippedFunction[];
}

/**
 * Functions CDK adds for its own constructs, which run CDK's code, not the portal's: BucketDeployment's
 * provider (the web stack, when a site is built) and the custom-resource providers CDK makes for
 * some properties. Their code and environment are CDK's and tested by CDK; what they do shows in
 * a deploy, not in a request. Recognised by the construct path CDK gives them (the singleton's id).
 */
const CDK_PROVIDER_PATHS = [/\/Custom::CDKBucketDeployment[0-9A-F]{32}/, /\/AWS679f53fac002430cb0da5b7982bd2287\//];

/** The app as `cdk synth` builds it (cdk.json's context), without esbuild: templates only. */
export function synthesizeDeployed(): DeployedApp {
  const validation = process.env.CDK_VALIDATION;
  // CDK's schema validation costs seconds per app; tests/infra/portal.test.ts keeps it.
  process.env.CDK_VALIDATION = 'false';
  try {
    const app = testApp({ ...cdkJsonContext(), ...SKIP_BUNDLING });
    const portal = buildPortal(app, { nag: false });
    const assembly = app.synth();
    const templates = new Map(assembly.stacks.map((s) => [s.stackName, s.template as Template]));

    // Each of the portal's own functions by stack and logical id, with its handler module and bundling.
    const sources = new Map<string, TemplateFunction['source']>();
    const add = (fn: { node: { defaultChild?: unknown } }, source: TemplateFunction['source']) => {
      const stack = Stack.of(fn as never);
      sources.set(`${stack.stackName}/${stack.getLogicalId(fn.node.defaultChild as CfnResource)}`, source);
    };
    const routes = new Map(implementedRoutes().map((r) => [r.path, r]));
    for (const [key, fn] of portal.functions) {
      const route = routes.get(key);
      if (route) add(fn, { kind: 'route', route, entry: route.entry, bundling: bundlingFor(route, PROJECT_ROOT) });
      else if (key === 'fallback')
        add(fn, {
          kind: 'fallback',
          entry: fallbackEntry(PROJECT_ROOT),
          bundling: bundlingFor(undefined, PROJECT_ROOT),
        });
      else if (key === FEEDBACK)
        add(fn, {
          kind: 'feedback',
          entry: feedbackEntry(PROJECT_ROOT),
          bundling: bundlingFor(undefined, PROJECT_ROOT),
        });
      else throw new Error(`portal.functions has ${key}, which this test does not know`);
    }
    add(portal.digest.function, { kind: 'digest', entry: digestEntry(PROJECT_ROOT), bundling: BUNDLING });
    add(portal.digest.partnerMailFunction, {
      kind: 'partnerMail',
      entry: partnerMailEntry(PROJECT_ROOT),
      bundling: BUNDLING,
    });

    // Each resource's construct path (the templates carry none outside the CLI), to recognise CDK's providers.
    const constructPaths = new Map(
      app.node
        .findAll()
        .filter((c): c is CfnResource => CfnResource.isCfnResource(c))
        .map((c) => {
          const stack = Stack.of(c);
          return [`${stack.stackName}/${stack.getLogicalId(c)}`, c.node.path] as const;
        }),
    );
    const layerParameter = powertoolsLayerParameter(powertoolsVersion(PROJECT_ROOT));
    const functions: TemplateFunction[] = [];
    const skipped: SkippedFunction[] = [];
    for (const [stackName, template] of templates) {
      for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
        if (resource.Type !== 'AWS::Lambda::Function') continue;
        const source = sources.get(`${stackName}/${logicalId}`);
        const cdkPath = constructPaths.get(`${stackName}/${logicalId}`) ?? '';
        if (!source) {
          if (!CDK_PROVIDER_PATHS.some((p) => p.test(cdkPath)))
            throw new Error(`${stackName}/${logicalId} (${cdkPath}) is a function this test has no source for`);
          skipped.push({ stackName, logicalId, reason: cdkPath });
          continue;
        }
        const properties = resource.Properties ?? {};
        const layers = (properties.Layers ?? []) as Json[];
        const layerNames = layers.map((layer) => {
          const ref = (layer as { Ref?: string }).Ref;
          const parameter = ref ? template.Parameters?.[ref] : undefined;
          return parameter?.Default === layerParameter ? 'powertools' : JSON.stringify(layer);
        });
        if (layerNames.some((l) => l !== 'powertools'))
          throw new Error(`${stackName}/${logicalId} has a layer this test cannot mount: ${layerNames.join(', ')}`);
        functions.push({
          name: String(properties.Description ?? logicalId),
          stackName,
          logicalId,
          properties,
          source,
          layer: layerNames.length ? 'powertools' : 'none',
        });
      }
    }
    return { portal, templates, functions, skipped };
  } finally {
    if (validation === undefined) delete process.env.CDK_VALIDATION;
    else process.env.CDK_VALIDATION = validation;
  }
}

export { removeTestApps };

// --- the templates' references, resolved to local stand-ins ---

const REGION = 'us-east-1';
const ACCOUNT = '123456789012';

/** What a reference to one of the app's resources stands for here. */
export interface StandIns {
  /** `<stackName>/<logicalId>` (and `/<attribute>` for Fn::GetAtt) to its local value. */
  byResource: Map<string, string>;
}

/**
 * A template value as CloudFormation would resolve it, with the app's resources replaced by their
 * local stand-ins. Anything without a stand-in (a new kind of resource in a function's
 * environment) throws naming it, so it cannot pass unnoticed.
 */
export function resolveValue(app: DeployedApp, standIns: StandIns, stackName: string, value: Json): Json {
  const again = (v: Json, stack = stackName) => resolveValue(app, standIns, stack, v);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((v) => again(v));
  if (!value || typeof value !== 'object') throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
  const [fn, args] = Object.entries(value)[0] as [string, any];
  const template = app.templates.get(stackName);
  const resourceStandIn = (logicalId: string, attribute?: string) => {
    const key = `${stackName}/${logicalId}${attribute ? `/${attribute}` : ''}`;
    const found = standIns.byResource.get(key);
    if (found === undefined)
      throw new Error(`No local stand-in for ${key} (${template?.Resources?.[logicalId]?.Type ?? 'unknown'})`);
    return found;
  };
  switch (fn) {
    case 'Ref': {
      const pseudo: Record<string, string> = {
        'AWS::Region': REGION,
        'AWS::AccountId': ACCOUNT,
        'AWS::Partition': 'aws',
        'AWS::URLSuffix': 'amazonaws.com',
        'AWS::StackName': stackName,
      };
      if (pseudo[args] !== undefined) return pseudo[args];
      return resourceStandIn(args);
    }
    case 'Fn::GetAtt':
      return resourceStandIn(args[0], args[1]);
    case 'Fn::GetStackOutput': {
      const other = String(again(args.StackName));
      const output = app.templates.get(other)?.Outputs?.[String(again(args.OutputName))];
      if (!output) throw new Error(`No output ${JSON.stringify(args)} in the app's templates`);
      return again(output.Value, other);
    }
    case 'Fn::ImportValue': {
      const name = again(args);
      for (const [other, t] of app.templates)
        for (const output of Object.values(t.Outputs ?? {}))
          if (output.Export && again(output.Export.Name, other) === name) return again(output.Value, other);
      throw new Error(`No export ${String(name)} in the app's templates`);
    }
    case 'Fn::Join':
      return (again(args[1]) as Json[]).map(String).join(args[0]);
    case 'Fn::Select':
      return (again(args[1]) as Json[])[Number(again(args[0]))];
    case 'Fn::Split':
      return String(again(args[1])).split(args[0]);
    default:
      throw new Error(`Cannot resolve ${fn} in ${stackName}`);
  }
}

// --- the local cloud: emulators, a Secrets Manager stand-in, tables, bucket and data ---

export interface LocalCloud {
  emulators: Emulators;
  secretsEndpoint: string;
  standIns: StandIns;
  tables: Record<TableId, string>;
  bucket: string;
  configurationSet: string;
  /** Items of a fresh session of the fixture's member, as network staff of its co-op, and its tokens. */
  newSession(): Promise<{ token: string; csrf: string }>;
  /** Writes items to a table of the local cloud. */
  put(table: TableId, items: Record<string, unknown>[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Answers GetSecretValue as Secrets Manager does (JSON 1.1 protocol) for the secrets it knows:
 * their AWSCURRENT value; AWSPREVIOUS and unknown ids are ResourceNotFoundException.
 */
async function startSecretsStandIn(values: Map<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      const target = String(req.headers['x-amz-target'] ?? '');
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        SecretId?: string;
        VersionStage?: string;
      };
      const value = input.SecretId ? values.get(input.SecretId) : undefined;
      if (target !== 'secretsmanager.GetSecretValue')
        return answer(400, { __type: 'InvalidRequestException', message: `${target} is not answered here` });
      if (value === undefined || (input.VersionStage ?? 'AWSCURRENT') !== 'AWSCURRENT')
        return answer(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
      answer(200, {
        ARN: input.SecretId,
        Name: input.SecretId?.split(':').at(-1),
        SecretString: value,
        VersionId: '00000000-0000-4000-8000-000000000001',
        VersionStages: ['AWSCURRENT'],
        CreatedDate: Date.now() / 1000,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Runs fn with these variables in process.env, then puts them back as they were (test files share a process). */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  resetClients();
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetClients();
  }
}

/** The IAM harness's fixture (co-op 323, its member with live links, a listing, a partner) and the admin routes' second member. */
async function fixtureItems(): Promise<Record<TableId, Record<string, unknown>[]>> {
  const harness = installIamHarness();
  try {
    await harness.reset();
    putExampleMember(harness);
    return {
      core: harness.tables.all('core'),
      ephemeral: harness.tables.all('ephemeral'),
      geo: harness.tables.all('geo'),
    };
  } finally {
    harness.restore();
  }
}

export async function startLocalCloud(app: DeployedApp): Promise<LocalCloud> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'deployed-cloud-'));
  const emulators = await startEmulators({ dataDir, inMemory: true });
  const tables: Record<TableId, string> = {
    core: 'deployed-core',
    ephemeral: 'deployed-ephemeral',
    geo: 'deployed-geo',
  };
  const bucket = 'deployed-media';
  const configurationSet = 'deployed-configuration-set';
  const { portal } = app;

  // What each of the app's resources a function's environment may name stands for here.
  const byResource = new Map<string, string>();
  const idOf = (construct: { node: { defaultChild?: unknown } }) => {
    const stack = Stack.of(construct as never);
    return `${stack.stackName}/${stack.getLogicalId(construct.node.defaultChild as CfnResource)}`;
  };
  for (const [id, table] of Object.entries(portal.data.tables) as [TableId, (typeof portal.data.tables)[TableId]][])
    byResource.set(idOf(table), tables[id]);
  byResource.set(idOf(portal.data.mediaBucket), bucket);
  byResource.set(idOf(portal.mail.configurationSet), configurationSet);
  const secretArn = (name: string) => `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-AbCdEf`;
  const secrets = new Map([
    [secretArn('origin-verify'), FIXTURE.originSecret],
    [secretArn('partner-token'), FIXTURE.partnerSecret],
  ]);
  byResource.set(idOf(portal.api.originVerifySecret), secretArn('origin-verify'));
  byResource.set(idOf(portal.api.partnerTokenSecret), secretArn('partner-token'));

  const secretsServer = await startSecretsStandIn(secrets);
  const secretsEndpoint = `http://127.0.0.1:${(secretsServer.address() as AddressInfo).port}`;

  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: REGION,
      endpoint: emulators.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const put = async (table: TableId, items: Record<string, unknown>[]) => {
    for (let i = 0; i < items.length; i += 25) {
      let requests: Record<string, any[]> | undefined = {
        [tables[table]]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
      };
      while (requests && Object.keys(requests).length) {
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: requests }));
        requests = out.UnprocessedItems as Record<string, any[]> | undefined;
      }
    }
  };

  let fixture: Record<TableId, Record<string, unknown>[]>;
  try {
    // The local runtime's own table and bucket creation (the data stack's TABLES), under these names.
    await withEnv(
      {
        DYNAMODB_ENDPOINT: emulators.endpoints.dynamodb,
        S3_ENDPOINT: emulators.endpoints.s3,
        AWS_REGION: REGION,
        CORE_TABLE: tables.core,
        EPHEMERAL_TABLE: tables.ephemeral,
        GEO_TABLE: tables.geo,
        MEDIA_BUCKET: bucket,
      },
      createResources,
    );
    fixture = await fixtureItems();
    for (const table of Object.keys(fixture) as TableId[]) await put(table, fixture[table]);
  } catch (error) {
    ddb.destroy();
    secretsServer.close();
    await emulators.stop();
    throw error;
  }

  const fixtureSession = keys.session(sha256(FIXTURE.sessionToken));
  const sessionTemplate = fixture.ephemeral.find((i) => i.pk === fixtureSession.pk && i.sk === fixtureSession.sk);
  if (!sessionTemplate) throw new Error("The IAM harness's fixture has no session");

  return {
    emulators,
    secretsEndpoint,
    standIns: { byResource },
    tables,
    bucket,
    configurationSet,
    async newSession() {
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      const hash = sha256(token);
      const now = Math.floor(Date.now() / 1000);
      await put('ephemeral', [
        {
          ...sessionTemplate,
          ...keys.session(hash),
          sessionId: randomUUID(),
          role: 'network',
          amr: ['pwd', 'otp'],
          csrfHash: sha256(csrf),
          createdAt: now - 600,
          lastSeenAt: now - 120,
          expiresAt: now - 120 + 30 * 60,
        },
        { ...keys.memberSession(FIXTURE.memberId, hash), expiresAt: now + 12 * 60 * 60 },
      ]);
      return { token, csrf };
    },
    put,
    async stop() {
      ddb.destroy();
      secretsServer.closeAllConnections();
      await new Promise<void>((resolve) => secretsServer.close(() => resolve()));
      await emulators.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- bundles, and the runtime stand-in ---

export interface Bundles {
  outdir: string;
  /** The function's code folder, as Lambda unpacks it to /var/task. */
  taskRoot(fn: TemplateFunction): string;
  /** The layer's packages, as Lambda mounts them under /opt/nodejs/node_modules. */
  layerModules: string;
  /** esbuild's account of the build: which source modules each bundle holds. */
  metafile: Metafile;
}

/**
 * Every function's bundle from one esbuild call with the options CDK's NodejsFunction uses
 * (esbuildOptions, proved byte for byte equal to CDK's by the "Lambda bundles" tests of
 * tests/infra/deployed-functions.test.ts), then each
 * one's afterBundling hooks (the packages shipped beside it), each bundle alone in its folder
 * outside the project. Functions with the Powertools layer sit under a folder whose node_modules
 * holds the layer's packages, the only place their imports resolve from; the others see none.
 */
export async function bundleFunctions(functions: TemplateFunction[]): Promise<Bundles> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'deployed-bundles-'));
  const folder = (fn: TemplateFunction) => path.join(fn.layer, `${fn.stackName}-${fn.logicalId}`);
  const { metafile } = await build({
    ...esbuildOptions(),
    entryPoints: Object.fromEntries(functions.map((fn) => [path.join(folder(fn), 'index'), fn.source.entry])),
    outdir,
    absWorkingDir: PROJECT_ROOT,
    logLevel: 'warning',
    // Writes nothing beside the bundles; the content checks read it (which modules a bundle holds).
    metafile: true,
  });
  const layerDir = path.join(outdir, 'powertools');
  mkdirSync(layerDir, { recursive: true });
  mountPowertoolsLayer(layerDir, PROJECT_ROOT);
  for (const fn of functions) {
    const commands = fn.source.bundling.commandHooks?.afterBundling(PROJECT_ROOT, path.join(outdir, folder(fn))) ?? [];
    if (commands.length) execFileSync('bash', ['-ec', commands.join('\n')], { cwd: PROJECT_ROOT });
  }
  return {
    outdir,
    taskRoot: (fn) => path.join(outdir, folder(fn)),
    layerModules: path.join(layerDir, 'node_modules'),
    metafile,
  };
}

/** Names the Lambda runtime sets itself; a template may not set them (Lambda refuses reserved keys). */
export const LAMBDA_RESERVED = [
  '_HANDLER',
  '_X_AMZN_TRACE_ID',
  'AWS_DEFAULT_REGION',
  'AWS_REGION',
  'AWS_EXECUTION_ENV',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
  'AWS_LAMBDA_FUNCTION_VERSION',
  'AWS_LAMBDA_INITIALIZATION_TYPE',
  'AWS_LAMBDA_LOG_GROUP_NAME',
  'AWS_LAMBDA_LOG_STREAM_NAME',
  'AWS_ACCESS_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_LAMBDA_RUNTIME_API',
  'LAMBDA_TASK_ROOT',
  'LAMBDA_RUNTIME_DIR',
] as const;

/** The function's environment as its template sets it, every reference resolved to its local stand-in. */
export function templateEnvironment(app: DeployedApp, cloud: LocalCloud, fn: TemplateFunction): Record<string, string> {
  const variables = (fn.properties.Environment?.Variables ?? {}) as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      String(resolveValue(app, cloud.standIns, fn.stackName, value)),
    ]),
  );
}

export interface Invocation {
  /** How far it got: 'init' (the module failed to load), 'invoke' (the handler threw or timed out), 'done'. */
  phase: 'init' | 'invoke' | 'done';
  error?: { name: string; message: string; code?: string; stack?: string };
  result?: any;
  /** Every environment variable the process read that was not set, in name order. */
  unsetReads: string[];
  /** What the function wrote to stdout and stderr (its log lines). */
  output: string;
  /** Wall time of the process, start to exit. */
  ms: number;
}

const RUNTIME_SCRIPT = path.join(import.meta.dirname, 'lambda-runtime.mjs');

/**
 * Loads the function's bundle in a fresh Node process as Lambda would and invokes it once with
 * the event (`without`: as if its template did not set these variables). Its environment: the template's variables resolved, what Lambda's runtime sets, and
 * the SDK's endpoint variables pointing each AWS client at its local stand-in (the network, not
 * the function: no code of the portal reads them).
 */
export async function invokeAsLambda(
  app: DeployedApp,
  cloud: LocalCloud,
  bundles: Bundles,
  fn: TemplateFunction,
  event: object,
  options: { timeoutMs?: number; without?: readonly string[] } = {},
): Promise<Invocation> {
  const { timeoutMs = 60_000, without = [] } = options;
  const taskRoot = bundles.taskRoot(fn);
  const name = `${fn.stackName}-${fn.logicalId}`.slice(0, 64);
  const runtime = String(fn.properties.Runtime);
  const templateEnv = Object.fromEntries(
    Object.entries(templateEnvironment(app, cloud, fn)).filter(([name]) => !without.includes(name)),
  );
  const env: Record<string, string> = {
    ...templateEnv,
    // What the Node.js runtime sets (docs: Lambda, "Defined runtime environment variables").
    _HANDLER: String(fn.properties.Handler),
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_EXECUTION_ENV: `AWS_Lambda_${runtime}`,
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.properties.MemorySize ?? 128),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: `2026/01/01/[$LATEST]${randomBytes(16).toString('hex')}`,
    // The role's temporary credentials; s3rver knows only this key (the other emulators take any).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SESSION_TOKEN: 'local-stand-in',
    LAMBDA_TASK_ROOT: taskRoot,
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    LANG: 'en_US.UTF-8',
    TZ: ':UTC',
    PATH: '/var/lang/bin:/usr/local/bin:/usr/bin/:/bin:/opt/bin',
    NODE_PATH: bundles.layerModules,
    // Active tracing: a sampled invocation, its segments sent to a daemon address nothing listens on.
    ...(fn.properties.TracingConfig?.Mode === 'Active'
      ? {
          _X_AMZN_TRACE_ID: `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')};Parent=${randomBytes(8).toString('hex')};Sampled=1`,
          AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:9',
          AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
        }
      : {}),
    // The network: each AWS client's endpoint, as the SDK reads it when the code sets none.
    AWS_ENDPOINT_URL_DYNAMODB: cloud.emulators.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: cloud.emulators.endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: cloud.emulators.endpoints.ses,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: cloud.secretsEndpoint,
  };
  const work = mkdtempSync(path.join(bundles.outdir, 'invocation-'));
  const eventFile = path.join(work, 'event.json');
  const resultFile = path.join(work, 'result.json');
  writeFileSync(eventFile, JSON.stringify(event));
  const started = Date.now();
  const output = await new Promise<string>((resolve) => {
    execFile(
      process.execPath,
      [RUNTIME_SCRIPT, eventFile, resultFile, String(timeoutMs)],
      { env, cwd: taskRoot, timeout: timeoutMs + 15_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve(`${stdout}${stderr}${error ? `\n${error.message}` : ''}`),
    );
  });
  const ms = Date.now() - started;
  try {
    return { ...(JSON.parse(readFileSync(resultFile, 'utf8')) as Omit<Invocation, 'output' | 'ms'>), output, ms };
  } catch {
    const error = { name: 'Crash', message: 'the process ended without a result' };
    return { phase: 'init', error, unsetReads: [], output, ms };
  }
}

/** A route's one request: its first example body (tests/support/route-examples.ts) with a fresh network-staff session of the fixture's member. */
export async function routeRequest(
  cloud: LocalCloud,
  route: DeployedRoute,
  body: unknown,
  options: Pick<CallOptions, 'upload'> = {},
): Promise<object> {
  const { token, csrf } = await cloud.newSession();
  const event = routeEvent(route.path, body, { session: true, upload: options.upload });
  event.headers[CSRF_HEADER] = csrf;
  event.cookies = [`${SESSION_COOKIE}=${token}`, `${CSRF_COOKIE}=${csrf}`];
  event.routeKey = `${route.method} /api/${route.path}`;
  event.requestContext.http.method = route.method;
  event.requestContext.requestId = randomUUID();
  if (route.method === 'GET') {
    delete event.body;
    delete event.headers['content-type'];
  }
  return event;
}
