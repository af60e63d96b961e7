// A stand-in for the Lambda Node.js runtime, run as its own process by tests/support/deployed-functions.ts
// with only the environment a deployed function gets (its template's variables and the runtime's
// own). It loads the handler as the runtime does (LAMBDA_TASK_ROOT and _HANDLER: `<module>.<export>`,
// the module file tried as .js, .mjs, .cjs), invokes it once with the event, and writes what
// happened to a file: the init or invoke error, the result, and every environment variable the
// function's code read that is not set (process.env behind a proxy from before the bundle loads).
// Plain JavaScript: Node runs it as it is, with no loader, as the runtime runs a bundle.

import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [eventFile, resultFile, timeoutMs] = process.argv.slice(2);

const unsetReads = new Set();
const realEnv = process.env;
const record = (target, key) => {
  if (typeof key === 'string' && !Object.hasOwn(target, key)) unsetReads.add(key);
};
process.env = new Proxy(realEnv, {
  get(target, key) {
    record(target, key);
    return Reflect.get(target, key);
  },
  has(target, key) {
    record(target, key);
    return Reflect.has(target, key);
  },
});

const describeError = (error) =>
  error instanceof Error
    ? { name: error.name, message: error.message, code: error.code, stack: error.stack }
    : { name: typeof error, message: String(error) };

const finish = (outcome) => {
  writeFileSync(resultFile, JSON.stringify({ ...outcome, unsetReads: [...unsetReads].sort() }));
  // Open sockets (the SDK's keep-alive agents) would hold the process; the runtime freezes it instead.
  process.exit(0);
};

const taskRoot = realEnv.LAMBDA_TASK_ROOT;
const [moduleName, exportName] = realEnv._HANDLER.split(/\.(?=[^.]+$)/);
const file = ['.js', '.mjs', '.cjs']
  .map((ext) => path.join(taskRoot, moduleName + ext))
  .find((candidate) => existsSync(candidate));

let handler;
try {
  if (!file) throw new Error(`Cannot find module '${moduleName}' in ${taskRoot} (Runtime.ImportModuleError)`);
  const mod = await import(pathToFileURL(file).href);
  handler = mod[exportName];
  if (typeof handler !== 'function')
    throw new Error(`${realEnv._HANDLER} is undefined or not exported (Runtime.HandlerNotFound)`);
} catch (error) {
  finish({ phase: 'init', error: describeError(error) });
}

const deadline = Date.now() + Number(timeoutMs);
const context = {
  functionName: realEnv.AWS_LAMBDA_FUNCTION_NAME,
  functionVersion: realEnv.AWS_LAMBDA_FUNCTION_VERSION,
  invokedFunctionArn: `arn:aws:lambda:${realEnv.AWS_REGION}:123456789012:function:${realEnv.AWS_LAMBDA_FUNCTION_NAME}`,
  memoryLimitInMB: realEnv.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
  awsRequestId: randomUUID(),
  logGroupName: realEnv.AWS_LAMBDA_LOG_GROUP_NAME,
  logStreamName: realEnv.AWS_LAMBDA_LOG_STREAM_NAME,
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
};
const timer = setTimeout(
  () => finish({ phase: 'invoke', error: { name: 'Timeout', message: `no answer within ${timeoutMs} ms` } }),
  Number(timeoutMs),
);
try {
  const result = await handler(JSON.parse(readFileSync(eventFile, 'utf8')), context);
  clearTimeout(timer);
  finish({ phase: 'done', result: result ?? null });
} catch (error) {
  clearTimeout(timer);
  finish({ phase: 'invoke', error: describeError(error) });
}
