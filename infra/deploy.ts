import { spawnSync } from 'node:child_process';
import { deployPlan } from './lib/deploy-command.js';

// `npm run deploy -- -c stage=<stage> [cdk deploy options]`: builds the SPA, then deploys every
// stack of the stage (infra/lib/deploy-command.ts says what and why).

const plan = deployPlan(process.argv.slice(2));
for (const { command, args } of plan.steps) {
  console.log(`> ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
