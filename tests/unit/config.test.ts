import { describe, expect, it } from 'vitest';
import { ConfigError, DEPLOYED_VARIABLES, parseConfig } from '#functions/config.js';

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

  it('fails a deployed function that reads a setting its template does not set, naming the variable, instead of falling back', () => {
    const { CORE_TABLE: _core, PARTNER_TOKEN_SECRET_ARN: _arn, ...env } = complete;
    const c = parseConfig({ ...env, MEDIA_BUCKET: ' ' });
    expect(() => c.tables.core).toThrow(
      new ConfigError('Missing environment variables for a deployed function: CORE_TABLE'),
    );
    expect(() => c.mediaBucket).toThrow('Missing environment variables for a deployed function: MEDIA_BUCKET');
    expect(() => c.partnerTokenSecretArn).toThrow(
      'Missing environment variables for a deployed function: PARTNER_TOKEN_SECRET_ARN',
    );
    expect(Object.values(DEPLOYED_VARIABLES)).toContain('MAIL_CONFIGURATION_SET');
  });

  it('lets a deployed function without the API secrets (the digest) read what its template sets', () => {
    const { ORIGIN_VERIFY_SECRET_ARN: _o, PARTNER_TOKEN_SECRET_ARN: _p, MEDIA_BUCKET: _m, ...digest } = complete;
    const c = parseConfig(digest);
    expect(c.tables.ephemeral).toBe('portal-prod-ephemeral');
    expect(c.mailConfigurationSet).toBe('portal-prod');
    expect(c.stage).toBe('prod');
  });

  it('fails a deployed cold start without its stage', () => {
    const { STAGE: _stage, ...env } = complete;
    expect(() => parseConfig(env)).toThrow('Missing environment variables for a deployed function: STAGE');
  });

  it('keeps the local defaults outside Lambda', () => {
    const c = parseConfig({});
    expect(c.tables.core).toBe('portal-core');
    expect(c.originVerifySecretArn).toBeUndefined();
    expect(c.mailConfigurationSet).toBeUndefined();
    expect(c.stage).toBe('local');
  });
});
