import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsClient } from './clients.js';

// Secrets Manager reads. A rotated secret keeps its last value as AWSPREVIOUS, so callers can
// accept both while the new value reaches everyone who sends it.

const STAGES = ['AWSCURRENT', 'AWSPREVIOUS'] as const;

/** The secret's current value and, once it has been rotated, its previous one. */
export async function getSecretVersions(secretId: string): Promise<string[]> {
  const values = await Promise.all(
    STAGES.map(async (VersionStage) => {
      try {
        const out = await secretsClient().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }));
        return out.SecretString;
      } catch (error) {
        // Before the first rotation there is no AWSPREVIOUS.
        if (VersionStage === 'AWSPREVIOUS' && (error as Error).name === 'ResourceNotFoundException') return undefined;
        throw error;
      }
    }),
  );
  return values.filter((v): v is string => Boolean(v));
}
