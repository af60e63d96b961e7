import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants as fsConstants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

// The local stand-ins for AWS: DynamoDB Local (AWS's own emulator, for transactions and TTL; it
// ships inside amplify-dynamodb-simulator and runs on Java 17), s3rver and aws-ses-v2-local.
// All three are reached through the real AWS SDK clients with endpoint overrides, and all three
// listen on 127.0.0.1 only.

const require = createRequire(import.meta.url);

export interface Emulators {
  endpoints: { dynamodb: string; s3: string; ses: string };
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** Folder for persistent data; undefined keeps DynamoDB in memory and S3 in a temp folder. */
  dataDir: string;
  inMemory?: boolean;
  ports?: { dynamodb?: number; s3?: number; ses?: number };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv: Server = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Something this machine lacks for the local portal (Java): `npm start` prints its message alone
 * and stops, with no stack trace and no wait.
 */
export class LocalSetupError extends Error {}

export const JAVA_HINT =
  'DynamoDB Local needs Java 17, which this machine does not have. Install it (Debian or Ubuntu: apt-get install -y openjdk-17-jre-headless) and start again.';

/** Whether `java` is an executable on PATH, as spawn would find it. */
export function javaOnPath(pathVariable = process.env.PATH ?? ''): boolean {
  const names = process.platform === 'win32' ? ['java.exe', 'java.cmd', 'java'] : ['java'];
  return pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) =>
      names.some((name) => {
        try {
          accessSync(path.join(dir, name), fsConstants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
    );
}

/** Waits until `check` passes; `failed` (the emulator exited) ends the wait at once with its error. */
async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  failed: () => Error | undefined,
  timeoutMs = 45_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const failure = failed();
    if (failure) throw failure;
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

const LAUNCHER = path.join(import.meta.dirname, 'dynamodb-loopback.java');
const LAUNCHER_CLASS = 'DynamoDBLoopback';

function java(args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * The loopback launcher compiled once per version of its source, with the compiler the Java
 * runtime itself ships (the jdk.compiler module; Debian's JRE has it, no JDK needed). Saves the
 * second or two that single-file source mode spends compiling at every start; undefined (source
 * mode then) if compiling fails.
 */
async function compiledLauncher(classpath: string): Promise<string | undefined> {
  const hash = createHash('sha256').update(readFileSync(LAUNCHER)).digest('hex').slice(0, 16);
  const cacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/dynamodb-loopback');
  const dir = path.join(cacheDir, hash);
  if (existsSync(path.join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const tmp = mkdtempSync(path.join(cacheDir, 'build-'));
  const ok = await java([
    '-m',
    'jdk.compiler/com.sun.tools.javac.Main',
    '--release',
    '17',
    '-nowarn',
    '-cp',
    classpath,
    '-d',
    tmp,
    LAUNCHER,
  ]);
  try {
    // Another start may have finished first; either copy is the same.
    if (ok && !existsSync(dir)) renameSync(tmp, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? dir : undefined;
}

/**
 * DynamoDB Local through infra/local/dynamodb-loopback.java, which binds it to 127.0.0.1 (the jar
 * alone listens on every interface and has no option against it). Its stdin is a pipe from this
 * process: when this process ends in any way, even killed outright, the launcher sees the pipe
 * close and exits; on an ordinary exit, an uncaught error included, it is also sent SIGTERM.
 */
async function startDynamo(port: number, dataDir: string, inMemory: boolean): Promise<ChildProcess> {
  const home = path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  const storage = inMemory ? ['-inMemory'] : ['-dbPath', dataDir];
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const classpath = [path.join(home, 'DynamoDBLocal.jar'), path.join(home, 'DynamoDBLocal_lib', '*')].join(
    path.delimiter,
  );
  const compiled = await compiledLauncher(classpath);
  const main = compiled
    ? ['-cp', [compiled, classpath].join(path.delimiter), LAUNCHER_CLASS]
    : ['-cp', classpath, LAUNCHER];
  const child = spawn(
    'java',
    [
      '-Xmx512m',
      // The quick JIT only, and one GC thread: an emulator's runs are short and share two cores
      // with the portal, the browser and the tests; the optimizing JIT and parallel GC cost more
      // CPU than they win back (the test portal's start: 43 to 29 CPU-seconds of Java here).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
      ...main,
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(port),
      ...storage,
    ],
    { cwd: home, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.stdin?.on('error', () => undefined);
  // Java missing after all (the PATH check passed): the wait below ends with the hint.
  child.on('error', () => undefined);
  child.on('exit', (code, signal) => {
    process.off('exit', killOnExit);
    // 130/143 and signals are Ctrl-C or our own stop; anything else is worth telling.
    if (code && code !== 130 && code !== 143 && !signal) console.error(`DynamoDB Local exited with ${code}: ${stderr}`);
  });
  return child;
}

export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const ports = {
    dynamodb: options.ports?.dynamodb ?? (await freePort()),
    s3: options.ports?.s3 ?? (await freePort()),
    ses: options.ports?.ses ?? (await freePort()),
  };
  const endpoints = {
    dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
    s3: `http://127.0.0.1:${ports.s3}`,
    ses: `http://127.0.0.1:${ports.ses}`,
  };

  // Before anything starts: without Java the wait below would last its whole 45 s for nothing.
  if (!javaOnPath()) throw new LocalSetupError(JAVA_HINT);
  const dynamo = await startDynamo(ports.dynamodb, path.join(options.dataDir, 'dynamodb'), options.inMemory ?? false);
  let spawnError: Error | undefined;
  dynamo.once('error', (e) => (spawnError = new LocalSetupError(`${JAVA_HINT} (${e.message})`)));

  const S3rver = require('s3rver');
  const s3dir = path.join(options.dataDir, 's3');
  mkdirSync(s3dir, { recursive: true });
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: ports.s3,
    directory: s3dir,
    silent: true,
    allowMismatchedSignatures: true,
  });
  await s3.run();

  const sesServer = (require('aws-ses-v2-local') as { default: (c: { host: string; port: number }) => Promise<Server> })
    .default;
  const ses = await sesServer({ host: '127.0.0.1', port: ports.ses });

  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await waitFor(
    async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    },
    'DynamoDB Local',
    () =>
      spawnError ??
      (dynamo.exitCode !== null ? new LocalSetupError(`DynamoDB Local exited with ${dynamo.exitCode}.`) : undefined),
  ).catch(async (error: unknown) => {
    // The other emulators started beside it stop, so the process can end.
    await Promise.all([s3.close(), new Promise<void>((resolve) => ses.close(() => resolve()))]).catch(() => undefined);
    client.destroy();
    throw error;
  });
  client.destroy();

  return {
    endpoints,
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => {
          if (dynamo.exitCode !== null) return resolve();
          dynamo.once('exit', () => resolve());
          dynamo.kill('SIGTERM');
        }),
        s3.close(),
        new Promise<void>((resolve) => ses.close(() => resolve())),
      ]);
    },
  };
}
