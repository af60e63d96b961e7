import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order files start in. Vitest starts the files it has timed before longest first, and the
// others largest first; a fresh clone (CI) has no timings, so the phone sweeps, four-line files
// and the slowest of the run, started last and left one core idle while the last of them ran.
// Without a timing of its own, a file is placed by the time tests/support/file-times.json
// records for it (written by `npm run bench:tests`); a file in neither starts first, as vitest
// starts a file it never timed.

const TIMES_FILE = path.resolve(import.meta.dirname, 'file-times.json');

/** Seconds each file took in the last `npm run bench:tests`, keyed "project:path". */
export function recordedTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(TIMES_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const recorded = recordedTimes();
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    const seconds = (spec: TestSpecification): number | undefined => {
      const cached = this.ctx.cache.getFileTestResults(key(spec));
      return cached ? cached.duration / 1000 : recorded[key(spec)];
    };
    const place = new Map(base.map((spec, i) => [spec, i]));
    // Groups and projects as vitest orders them; inside one, the files never timed, then the
    // timed ones longest first.
    return [...base].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return (place.get(a) ?? 0) - (place.get(b) ?? 0);
      const sa = seconds(a);
      const sb = seconds(b);
      if (sa !== undefined && sb !== undefined && sa !== sb) return sb - sa;
      // A file never timed (a new one) first, as vitest does: it may be among the slowest.
      if (sa === undefined && sb !== undefined) return -1;
      if (sa !== undefined && sb === undefined) return 1;
      return (place.get(a) ?? 0) - (place.get(b) ?? 0);
    });
  }
}
