import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '#shared/constants.js';
import { DEMO_TOTP_SECRETS } from './demo-data.js';

// Prints the current second-step code of a demo staff login (or of a base32 secret), for the
// local portal's demo: `npx tsx infra/local/totp-code.ts staff@prairiesky.example` (ADR 0090).

const arg = process.argv[2] ?? '';
const secret = DEMO_TOTP_SECRETS[arg.toLowerCase()] ?? (/^[A-Z2-7]{16,}$/i.test(arg) ? arg.toUpperCase() : undefined);
if (!secret) {
  console.error(`Usage: npx tsx infra/local/totp-code.ts <demo staff email | base32 secret>
Demo staff: ${Object.keys(DEMO_TOTP_SECRETS).join(', ')}`);
  process.exit(1);
}
const totp = new Totp({
  algorithm: TOTP.algorithm,
  digits: TOTP.digits,
  period: TOTP.period,
  secret: Secret.fromBase32(secret),
});
const left = TOTP.period - (Math.floor(Date.now() / 1000) % TOTP.period);
console.log(`${totp.generate()}  (valid for ${left} s more)`);
