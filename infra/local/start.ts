import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_COOPS, DEMO_INVITED, DEMO_MEMBERS, DEMO_TOTP_SECRETS } from './demo-data.js';
import { logger } from '#functions/model/log.js';
import { LocalSetupError } from './emulators.js';
import { formatRequestLine, requestLogFormat } from './local-answers.js';
import { startPortal } from './portal.js';

// `npm start`: the whole portal on embedded defaults, no AWS account needed.
//   --reset        start from an empty database and bucket (then re-seed the demo network)
//   --port N       portal port (default 3000, or PORT)

const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, port: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const dataDir = path.resolve(import.meta.dirname, '../../.local-data');
const started = Date.now();
// One short line per API request here; LOG_FORMAT=json prints the handlers' JSON lines instead, as
// deployed. Readable, the handlers' info lines (the per-request JSON) stay quiet; their warnings
// and errors still print.
const readable = requestLogFormat(process.env) === 'readable';
if (readable) logger.setLogLevel('WARN');

const portal = await startPortal({
  dataDir,
  port,
  reset: values.reset,
  zipsInBackground: true,
  // The EMF metric lines CloudWatch would get (real users' web vitals among them).
  metricsLog: path.join(dataDir, 'metrics.ndjson'),
  onRequest: readable ? (line) => console.log(formatRequestLine(line)) : undefined,
  ports: {
    dynamodb: Number(process.env.DYNAMODB_PORT ?? 8100),
    s3: Number(process.env.S3_PORT ?? 4569),
    ses: Number(process.env.SES_PORT ?? 8005),
  },
}).catch((error: unknown) => {
  // Something to install (Java): its hint alone, and stop at once.
  if (error instanceof LocalSetupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

const [first, second] = DEMO_COOPS;
console.log(`
Member savings portal is ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  Portal (${first!.record.displayName}):  ${portal.url}
  Second co-op (${second!.record.displayName}):  http://${second!.record.primaryDomain}:${port}  or  ${portal.url}/coop/${second!.record.plid}
  Mailbox (local SES):  ${portal.mailboxUrl}
  Metrics (EMF lines):  ${path.relative(process.cwd(), path.join(dataDir, 'metrics.ndjson'))}

  Demo logins:
${DEMO_MEMBERS.map((m) => `    ${m.email.padEnd(28)} ${m.password.padEnd(18)} ${m.role}`).join('\n')}
  Staff second step (any TOTP app: SHA-1, 6 digits, 30 s; or npx tsx infra/local/totp-code.ts <email>):
${Object.entries(DEMO_TOTP_SECRETS)
  .map(([email, secret]) => `    ${email.padEnd(28)} ${secret}`)
  .join('\n')}
  Invited (activation email in the mailbox): ${DEMO_INVITED.map((m) => m.email).join(', ')}
  Invite another:  npm run invite -- --email you@example.com --first Ann --last Lee --zip 66044 --plid 323

  Data is kept in ${path.relative(process.cwd(), dataDir)}/ (npm start -- --reset starts clean). Ctrl-C stops everything.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  await portal.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
