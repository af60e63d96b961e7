import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

// A WebAuthn authenticator in software for handler tests: ES256 passkeys, discoverable (each keeps
// its user handle) and user-verified, "none" attestation, with a signature counter the test can
// set. It answers the JSON the browser library sends, so the server's checks run on real
// signatures, client data and authenticator data.

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

export interface SoftwarePasskey {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

/** Flags: user present, user verified; AT on creation; backup eligible and state for a synced passkey. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

function coseKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
  ]);
  return isoCBOR.encode(map);
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];

  constructor(
    /** The origin the "browser" runs on, written into the client data. */
    private readonly origin: string,
    /** The RP id it signs for (the host of the origin unless a test says otherwise). */
    private readonly rpId = new URL(origin).hostname,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** create(): a new passkey for the options' user, answered as @simplewebauthn/browser would. */
  register(options: { challenge: string; user: { id: string } }, counter = 0): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const passkey: SoftwarePasskey = { id, key: privateKey, userHandle: options.user.id, counter };
    this.passkeys.push(passkey);
    const cose = Buffer.from(coseKey(publicKey));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha(this.rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(counter),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(Buffer.from(attestationObject)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * get(): signs the challenge with a passkey (the first unless given), counting one use (or
   * reporting `counter` as given). `userHandle` overrides the one the passkey keeps.
   */
  authenticate(
    options: { challenge: string },
    {
      passkey = this.passkeys[0],
      counter,
      userHandle,
    }: { passkey?: SoftwarePasskey; counter?: number; userHandle?: string } = {},
  ): AuthenticationResponseJSON {
    if (!passkey) throw new Error('this authenticator holds no passkey');
    passkey.counter = counter ?? passkey.counter + 1;
    const authData = Buffer.concat([sha(this.rpId), Buffer.from([UP | UV]), counterBytes(passkey.counter)]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha(clientData)]), passkey.key);
    return {
      id: b64(passkey.id),
      rawId: b64(passkey.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: userHandle ?? passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
