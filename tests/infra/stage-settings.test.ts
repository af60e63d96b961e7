import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bootstrapRegions, resolveSettings, type StageSettings } from '../../infra/lib/settings.js';

// Stage settings an operator writes in cdk.json, read before any stack is built.

const settingsOf = (stage: string, settings: StageSettings) =>
  resolveSettings(new App({ context: { stage, stages: { [stage]: settings } } }));

const complete: StageSettings = {
  account: '123456789012',
  region: 'us-west-2',
  mailDomain: 'example-coop.org',
  alarmEmails: ['ops@example-coop.org'],
};

describe('a stage named prod', () => {
  it('refuses to synthesize without account, region, mail settings and an alarm subscriber, naming each', () => {
    expect(() => settingsOf('prod', {})).toThrow(
      'stage prod refuses to synthesize without account, region, mailDomain (or mailFrom), at least one alarmEmails address',
    );
    for (const key of ['account', 'region', 'alarmEmails'] as const) {
      const { [key]: _left, ...rest } = complete;
      expect(() => settingsOf('prod', rest), key).toThrow(new RegExp(`without [^.]*${key}`));
    }
    const { mailDomain: _domain, ...noMail } = complete;
    expect(() => settingsOf('prod', noMail)).toThrow(/without mailDomain \(or mailFrom\)/);
    expect(() => settingsOf('prod', { ...complete, alarmEmails: [] })).toThrow(/at least one alarmEmails address/);
  });

  it('synthesizes once they are set (a mail address alone will do)', () => {
    expect(settingsOf('prod', complete)).toMatchObject({ isProd: true, region: 'us-west-2' });
    const { mailDomain: _domain, ...rest } = complete;
    expect(settingsOf('prod', { ...rest, mailFrom: 'portal@example-coop.org' }).isProd).toBe(true);
  });

  it('is the only stage held to them: dev and others synthesize with no settings', () => {
    expect(settingsOf('dev', {}).isProd).toBe(false);
    expect(settingsOf('staging', {}).isProd).toBe(false);
  });

  it('refuses an account or region that is not one', () => {
    expect(() => settingsOf('dev', { account: '1234' })).toThrow(/12-digit/);
    expect(() => settingsOf('dev', { region: 'Oregon' })).toThrow(/not an AWS region/);
  });
});

describe('regions to bootstrap', () => {
  it('are the stage region, plus us-east-1 for the edge stack when pinned elsewhere', () => {
    expect(bootstrapRegions({})).toEqual(['us-east-1']);
    expect(bootstrapRegions({ region: 'us-east-1' })).toEqual(['us-east-1']);
    expect(bootstrapRegions({ region: 'eu-west-1' })).toEqual(['eu-west-1', 'us-east-1']);
  });
});
