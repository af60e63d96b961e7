import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config.js';
import { getSecretVersions } from './secrets-repo.js';

// Where b2c/getid's signing secret lives: Secrets Manager when deployed (the current value first,
// then the previous one after a rotation), a file under the local portal's data folder locally.

export async function partnerSecrets(): Promise<string[]> {
  const { partnerTokenSecretArn, localPartnerKeyFile } = config();
  if (partnerTokenSecretArn) return getSecretVersions(partnerTokenSecretArn);
  if (!localPartnerKeyFile)
    throw new Error('No partner-token secret configured (PARTNER_TOKEN_SECRET_ARN or LOCAL_PARTNER_KEY_FILE)');
  try {
    return [readFileSync(localPartnerKeyFile, 'utf8').trim()];
  } catch {
    mkdirSync(path.dirname(localPartnerKeyFile), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' keeps the first writer's value if two requests race to make it.
    try {
      writeFileSync(localPartnerKeyFile, secret, { flag: 'wx', mode: 0o600 });
    } catch {
      return [readFileSync(localPartnerKeyFile, 'utf8').trim()];
    }
    return [secret];
  }
}
