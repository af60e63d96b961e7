import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

// Structured JSON logs, one line per event, through one Powertools Logger: every line carries
// the invocation's context (request id, cold start, function) and the keys the chain appends
// (correlation id, route, co-op). Values under sensitive names are redacted so no password,
// hash, token or cookie ever reaches a log line.

const SENSITIVE = /pass(word)?|secret|token|hash|cookie|authorization|key1|key2|^key$|csrf|session/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SENSITIVE.test(k) ? '[redacted]' : redact(v, depth + 1),
    ]),
  );
}

/** The service every log line and metric names (POWERTOOLS_SERVICE_NAME overrides it). */
export const SERVICE_NAME = 'portal';

/** The one logger of a function instance; the chain's logContext middleware feeds it. */
export const logger = new Logger({ serviceName: SERVICE_NAME });

type Level = 'info' | 'warn' | 'error';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  logger[level](message, redact(fields) as Record<string, unknown>);
}

/**
 * Keys every further line of this invocation carries (redacted like any field). The chain's
 * logContext middleware clears them when the invocation ends.
 */
export function appendLogKeys(keys: Record<string, unknown>): void {
  logger.appendKeys(redact(keys) as Record<string, unknown>);
}

/**
 * A function that is not an HTTP route (no middy chain): its lines get the invocation's context
 * (request id, cold start) and the event's id as correlation id (EventBridge and Scheduler events
 * carry one), cleared when the invocation ends.
 */
export function withLogContext<E, R>(fn: (event: E) => Promise<R>): (event?: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    const id = (event as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') logger.setCorrelationId(id);
    try {
      return await fn(event as E);
    } finally {
      logger.resetKeys();
    }
  };
}
