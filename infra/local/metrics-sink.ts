import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

// Deployed, Lambda sends a function's stdout to CloudWatch Logs, which turns each embedded metric
// format (EMF) line that Powertools Metrics writes there into metrics. Locally every handler runs
// in this one process: the sink takes those lines off stdout into a file, one JSON line each as
// CloudWatch would receive them, where the tests (and a developer) read what a request recorded.
// Other output passes through untouched; the EMF lines are echoed too only when asked.

/** An EMF line as Powertools writes it: the whole JSON object on one line, `_aws` first. */
const isEmfLine = (text: string) => text.startsWith('{"_aws":');

export interface MetricsSink {
  /** Puts stdout back and closes the file. */
  stop(): Promise<void>;
}

export function installMetricsSink(file: string, { echo = false }: { echo?: boolean } = {}): MetricsSink {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: 'a' });
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout);
  // Console writes each line (text and newline) with one call, so a call is a line or a few.
  stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
    if (text !== undefined && isEmfLine(text)) {
      out.write(text.endsWith('\n') ? text : `${text}\n`);
      if (!echo) {
        const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stdout.write;
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stdout.write = write;
        out.end(() => resolve());
      }),
  };
}
