import { createHash, createHmac, createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { exportJWK, SignJWT } from 'jose';
import { PARTNER_TOKEN_ISSUER, PARTNER_TOKEN_TTL_SECONDS, type PartnerId } from '#shared/constants.js';
import { partnerSecrets } from '#functions/db/partner-key-repo.js';

// b2c/getid: the id a partner link carries is a short-lived JWT for that partner
// (audience), signed with Ed25519 (jose), whose subject is an opaque per-partner pseudonym of the
// member: never the member id, and two partners cannot match their subjects.

/** RFC 8410's PKCS#8 wrapping of a 32-byte Ed25519 private key (the secret's SHA-256 is the key). */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
  secret: string;
}

function keyFrom(secret: string): SigningKey {
  const seed = createHash('sha256').update(`partner-token-key:${secret}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const kid = createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('base64url')
    .slice(0, 16);
  return { privateKey, publicKey, kid, secret };
}

/** The opaque subject a partner sees for a member. */
export function partnerSubject(secret: string, partner: PartnerId, memberId: string): string {
  return createHmac('sha256', secret).update(`subject:${partner}:${memberId}`).digest('base64url');
}

export async function signPartnerToken(input: {
  memberId: string;
  plid: number;
  partner: PartnerId;
  now?: Date;
}): Promise<string> {
  const [current] = await partnerSecrets();
  if (!current) throw new Error('The partner-token secret is empty');
  const key = keyFrom(current);
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ plid: input.plid, login: 1 })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .setIssuer(PARTNER_TOKEN_ISSUER)
    .setAudience(input.partner)
    .setSubject(partnerSubject(key.secret, input.partner, input.memberId))
    .setIssuedAt(now)
    .setExpirationTime(now + PARTNER_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

/** The public keys partners verify with: the current one and, after a rotation, the previous one. */
export async function partnerPublicKeys() {
  const keys = (await partnerSecrets()).map(keyFrom);
  return Promise.all(
    keys.map(
      async (k) =>
        ({ ...(await exportJWK(k.publicKey)), kid: k.kid, alg: 'EdDSA', use: 'sig' }) as {
          kty: string;
          crv: string;
          x: string;
          kid: string;
          alg: string;
          use: string;
        },
    ),
  );
}
