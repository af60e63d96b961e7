import { describe, expect, it } from 'vitest';
import { deployPlan, stageOf } from '#infra/lib/deploy-command.js';

// What `npm run deploy` runs (infra/deploy.ts).

describe('npm run deploy', () => {
  it('builds the SPA before it deploys every stack', () => {
    const { steps } = deployPlan(['-c', 'stage=dev']);
    expect(steps.map((s) => [s.command, ...s.args].slice(0, 4).join(' '))).toEqual([
      'npm run build',
      'npx cdk deploy --all',
    ]);
  });

  it('keeps the CLI approval of broadening changes for prod, and skips it for other stages', () => {
    const deployArgs = (args: string[]) => deployPlan(args).steps[1]?.args ?? [];
    expect(deployArgs(['-c', 'stage=prod'])).not.toContain('--require-approval');
    expect(deployArgs(['--context', 'stage=prod', '-c', 'originSecretVersion=x'])).not.toContain('--require-approval');
    expect(deployArgs(['-c=stage=prod'])).not.toContain('never');
    expect(deployArgs([])).toEqual(['cdk', 'deploy', '--all', '--require-approval', 'never']);
    expect(deployArgs(['-c', 'stage=staging'])).toContain('never');
    // An operator's own choice stands.
    expect(deployArgs(['-c', 'stage=dev', '--require-approval', 'any-change'])).toEqual([
      'cdk',
      'deploy',
      '--all',
      '-c',
      'stage=dev',
      '--require-approval',
      'any-change',
    ]);
  });

  it('reads the stage the way cdk does, dev by default', () => {
    expect(stageOf([])).toBe('dev');
    expect(stageOf(['-c', 'stage=prod'])).toBe('prod');
    expect(stageOf(['--context', 'stage=qa'])).toBe('qa');
    expect(stageOf(['-c=stage=qa', '-c', 'originSecretVersion=abc'])).toBe('qa');
  });
});
