import type { Reporter, TestModule } from 'vitest/node';

// Prints one plain closing line, "Tests: N passed, N failed, N skipped", that CI tooling reads.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const mod of testModules) {
      // A failed beforeAll leaves the file's tests unrun: they count as failed, not skipped.
      const moduleFailed = mod.state() === 'failed';
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed' || (moduleFailed && test.options.mode !== 'skip' && test.options.mode !== 'todo'))
          counts.failed++;
        else counts.skipped++;
      }
    }
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
