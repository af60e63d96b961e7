import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A throwaway self-signed certificate for serving the local portal over HTTP/2 (browsers speak
// HTTP/2 only over TLS). Made once per data folder with Debian's openssl; never leaves it.

export interface TlsFiles {
  key: Buffer;
  cert: Buffer;
}

export function localCertificate(dataDir: string): TlsFiles {
  const dir = path.join(dataDir, 'tls');
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '30',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,DNS:*.localhost',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      throw new Error(
        `HTTP/2 needs a certificate made with openssl (apt-get install -y openssl): ${(error as Error).message}`,
      );
    }
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}
