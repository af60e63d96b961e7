// `npm run deploy -- <cdk options>`: what it runs, as data, so a test can hold the two rules an
// operator relies on: the SPA is built (and the code type-checked) before anything ships, since
// the web stack uploads dist/web only when it exists; and prod keeps the CLI's own approval of
// security-broadening changes (IAM, security groups), which only other stages skip.

export interface DeployPlan {
  stage: string;
  /** Commands in order; each must succeed before the next. */
  steps: { command: string; args: string[] }[];
}

/** The stage a cdk argument list selects (`-c stage=x`, `--context stage=x`, `-c=stage=x`), dev by default. */
export function stageOf(args: readonly string[]): string {
  let stage = 'dev';
  args.forEach((arg, i) => {
    const value = /^(?:-c|--context)=(.*)$/.exec(arg)?.[1] ?? (arg === '-c' || arg === '--context' ? args[i + 1] : '');
    const match = /^stage=(.*)$/.exec(value ?? '');
    if (match) stage = match[1] ?? stage;
  });
  return stage;
}

export function deployPlan(args: readonly string[]): DeployPlan {
  const stage = stageOf(args);
  const chosenApproval = args.some((a) => a === '--require-approval' || a.startsWith('--require-approval='));
  const approval = stage === 'prod' || chosenApproval ? [] : ['--require-approval', 'never'];
  return {
    stage,
    steps: [
      { command: 'npm', args: ['run', 'build'] },
      { command: 'npx', args: ['cdk', 'deploy', '--all', ...approval, ...args] },
    ],
  };
}
