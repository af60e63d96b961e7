import { describe, expect, it } from 'vitest';
import { DEPLOYED_REQUIRED, parseConfig } from '../../functions/config.js';

const complete = {
  AWS_LAMBDA_FUNCTION_NAME: 'portal-prod-signIn',
  STAGE: 'prod',
  CORE_TABLE: 'portal-prod-core',
  EPHEMERAL_TABLE: 'portal-prod-ephemeral',
  GEO_TABLE: 'portal-prod-geo',
  MEDIA_BUCKET: 'portal-prod-media',
  MAIL_CONFIGURATION_SET: 'portal-prod',
  MAIL_FROM: 'no-reply@example.coop',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:origin',
  PARTNER_TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:partner',
};

describe('config', () => {
  it('reads a complete deployed environment', () => {
    const c = parseConfig(complete);
    expect(c.tables).toEqual({ core: 'portal-prod-core', ephemeral: 'portal-prod-ephemeral', geo: 'portal-prod-geo' });
    expect(c.mediaBucket).toBe('portal-prod-media');
    expect(c.mailFrom).toBe('no-reply@example.coop');
    expect(c.originVerifySecretArn).toBe(complete.ORIGIN_VERIFY_SECRET_ARN);
  });

  it('fails a deployed cold start naming every missing variable instead of falling back', () => {
    const { CORE_TABLE: _core, PARTNER_TOKEN_SECRET_ARN: _arn, ...env } = complete;
    expect(() => parseConfig({ ...env, MEDIA_BUCKET: ' ' })).toThrow(
      'Missing environment variables for a deployed function: CORE_TABLE, MEDIA_BUCKET, PARTNER_TOKEN_SECRET_ARN',
    );
    expect(DEPLOYED_REQUIRED).toContain('MAIL_CONFIGURATION_SET');
  });

  it('keeps the local defaults outside Lambda', () => {
    expect(parseConfig({}).tables.core).toBe('portal-core');
  });
});
