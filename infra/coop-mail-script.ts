import { parseArgs } from 'node:util';
import { stageTablePrefix } from './lib/stage-script.js';
import { useRunningPortal } from './local/running-portal.js';

/**
 * The co-op mail scripts (digest, partner-mail): `--coop <plid>` against the running local portal,
 * or with `--stage` against that stage's tables and mail settings in the environment (refused
 * unless every table is the stage's own, so a typo cannot mail another stage's people). Runs
 * `send` and exits 1 when it throws or reports a failed mail.
 */
export async function runCoopMailScript(
  script: string,
  what: string,
  send: (plid: number) => Promise<{ failed: boolean }>,
): Promise<void> {
  const { values } = parseArgs({
    options: {
      coop: { type: 'string' },
      stage: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
    },
  });
  const plid = Number(values.coop);
  if (!values.coop || !Number.isInteger(plid) || plid <= 0) {
    console.error(`Usage: npm run ${script} -- --coop <plid> [--stage <stage>]`);
    process.exit(2);
  }
  if (values.stage) {
    const prefix = stageTablePrefix(values.stage);
    const tables = ['CORE_TABLE', 'EPHEMERAL_TABLE', 'GEO_TABLE'].map((name) => process.env[name] ?? '');
    if (
      tables.some((table) => !table.startsWith(prefix)) ||
      !process.env.MAIL_FROM ||
      !process.env.PORTAL_URL_TEMPLATE
    ) {
      console.error(
        `Set CORE_TABLE, EPHEMERAL_TABLE and GEO_TABLE to stage ${values.stage}'s tables (${prefix}...), and MAIL_FROM and PORTAL_URL_TEMPLATE.`,
      );
      process.exit(2);
    }
    process.env.STAGE = values.stage;
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  } else {
    useRunningPortal(values.port ?? '3000');
  }
  try {
    if ((await send(plid)).failed) process.exit(1);
  } catch (error) {
    console.error(
      `Could not send the ${what}: ${(error as Error).message}${values.stage ? '' : ' Is `npm start` running?'}`,
    );
    process.exit(1);
  }
}
