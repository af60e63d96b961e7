import { parseArgs } from 'node:util';

// The operators' scripts against a deployed stage's tables (load-zips, copy-items,
// build-deal-summaries, build-app-icons, digest, partner-mail): the same arguments, and the same refusal of a
// table or bucket outside the stage's data stack, so a typo cannot write into another stage.

/** The prefix every table of a stage's data stack has (CloudFormation names them). */
export const stageTablePrefix = (stage: string) => `portal-${stage}-data-`;

/** Exits with the script's usage when a required option is missing. */
export function stageScriptArgs<K extends string>(
  usage: string,
  options: Record<K, { type: 'string' | 'boolean' }>,
  required: readonly NoInfer<K>[],
) {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, ...options } });
  const all = values as Record<string, string | boolean | undefined>;
  if (!all.stage || required.some((k) => !all[k])) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (typeof all.region === 'string') process.env.AWS_REGION = all.region;
  return all as Record<K, string | boolean | undefined> & { stage: string; region?: string };
}

/** Exits when the table (or bucket: the data stack names both) is not one of the stage's. */
export function refuseOtherStage(stage: string, table: string): void {
  if (table.startsWith(stageTablePrefix(stage))) return;
  console.error(`${table} is not in stage ${stage}'s data stack (${stageTablePrefix(stage)}...).`);
  process.exit(2);
}
