import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bootstrapRegions, resolveSettings, type StageSettings } from '#infra/lib/settings.js';
import { LIMITS } from '#shared/constants.js';

// The co-op domain keys of cdk.json's `stages.<stage>` (ADR 0067), read as synth reads them. A
// mistake stops synth with a message naming the key and what to write, before anything deploys.

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-000000000000';

const settingsOf = (dev: object) => resolveSettings(new App({ context: { stage: 'dev', stages: { dev } } }));
const refused = (dev: object) => () => settingsOf(dev);

describe('stages.<stage>.coops', () => {
  it('is empty by default: the stage is served on its *.cloudfront.net name', () => {
    expect(settingsOf({}).coops).toEqual([]);
  });

  it('gives each co-op its own host names, with its own ACM certificate or none (CloudFront requests one)', () => {
    const coops = [
      { plid: 1001, domains: ['savings.valley-electric.coop', 'www.valley-electric.coop'], certificateArn: CERT },
      { plid: 1002, domains: ['members.ridge-power.org'] },
    ];
    expect(settingsOf({ coops }).coops).toEqual(coops);
  });

  it('refuses the stage-wide domainNames and certificateArn with the coops entry to write instead', () => {
    const names = ['savings.valley-electric.coop', 'members.ridge-power.org'];
    const run = refused({ domainNames: names, certificateArn: CERT });
    expect(run).toThrow(/stages\.dev\.domainNames and stages\.dev\.certificateArn are replaced by stages\.dev\.coops/);
    expect(run).toThrow(`"domains": ${JSON.stringify(names)}, "certificateArn": "${CERT}"`);
    expect(run).toThrow(/"plid": <the co-op's plid>/);
    expect(refused({ certificateArn: CERT })).toThrow(/replaced by stages\.dev\.coops/);
  });

  it('refuses a malformed entry, naming it', () => {
    expect(refused({ coops: { plid: 1 } })).toThrow('stages.dev.coops must be a list');
    expect(refused({ coops: ['valley.coop'] })).toThrow('stages.dev.coops[0] must be an object');
    expect(refused({ coops: [{ plid: 1, domains: ['a.example.org'], domain: 'b.example.org' }] })).toThrow(
      'stages.dev.coops[0] has unknown keys: domain',
    );
  });

  it("refuses a plid that is not a co-op's number, or one co-op listed twice", () => {
    for (const plid of [0, 1.5, '1001', 100_000_000, undefined])
      expect(refused({ coops: [{ plid, domains: ['a.example.org'] }] })).toThrow('stages.dev.coops[0].plid must be');
    expect(
      refused({
        coops: [
          { plid: 7, domains: ['a.example.org'] },
          { plid: 7, domains: ['b.example.org'] },
        ],
      }),
    ).toThrow('stages.dev.coops lists plid 7 twice');
  });

  it('refuses host names CloudFront and the portal data would not match as written', () => {
    const withDomains = (domains: unknown) => refused({ coops: [{ plid: 1, domains }] });
    expect(withDomains([])).toThrow('stages.dev.coops[0].domains must list');
    expect(withDomains('a.example.org')).toThrow('stages.dev.coops[0].domains must list');
    for (const bad of [
      'Savings.Example.org',
      '*.example.org',
      'https://a.example.org',
      'a.example.org:443',
      'localhost',
    ])
      expect(withDomains([bad])).toThrow(`stages.dev.coops[0].domains has ${JSON.stringify(bad)}: not a lower-case`);
    expect(withDomains(['a.example.org', 'a.example.org'])).toThrow('lists a.example.org twice');
    const tooMany = Array.from({ length: LIMITS.setupHosts + 1 }, (_, i) => `h${i}.example.org`);
    expect(withDomains(tooMany)).toThrow(`a co-op has at most ${LIMITS.setupHosts} hosts`);
  });

  it('refuses a host name given to two co-ops', () => {
    const run = refused({
      coops: [
        { plid: 1, domains: ['a.example.org'] },
        { plid: 2, domains: ['b.example.org', 'a.example.org'] },
      ],
    });
    expect(run).toThrow('a.example.org is listed for plid 1 and plid 2: a host name belongs to one co-op');
  });

  it('refuses a certificate outside us-east-1, where CloudFront cannot read it', () => {
    const run = refused({
      coops: [
        {
          plid: 1,
          domains: ['a.example.org'],
          certificateArn: 'arn:aws:acm:us-west-2:123456789012:certificate/0a1b2c3d',
        },
      ],
    });
    expect(run).toThrow('stages.dev.coops[0].certificateArn must be an ACM certificate ARN in us-east-1');
  });
});

// Stage settings an operator writes in cdk.json, read before any stack is built.

const stageSettingsOf = (stage: string, settings: StageSettings) =>
  resolveSettings(new App({ context: { stage, stages: { [stage]: settings } } }));

const complete: StageSettings = {
  account: '123456789012',
  region: 'us-west-2',
  mailDomain: 'example-coop.org',
  alarmEmails: ['ops@example-coop.org'],
};

describe('a stage named prod', () => {
  it('refuses to synthesize without account, region, mail settings and an alarm subscriber, naming each', () => {
    expect(() => stageSettingsOf('prod', {})).toThrow(
      'stage prod refuses to synthesize without account, region, mailDomain (or mailFrom), at least one alarmEmails address',
    );
    for (const key of ['account', 'region', 'alarmEmails'] as const) {
      const { [key]: _left, ...rest } = complete;
      expect(() => stageSettingsOf('prod', rest), key).toThrow(new RegExp(`without [^.]*${key}`));
    }
    const { mailDomain: _domain, ...noMail } = complete;
    expect(() => stageSettingsOf('prod', noMail)).toThrow(/without mailDomain \(or mailFrom\)/);
    expect(() => stageSettingsOf('prod', { ...complete, alarmEmails: [] })).toThrow(/at least one alarmEmails address/);
  });

  it('synthesizes once they are set (a mail address alone will do)', () => {
    expect(stageSettingsOf('prod', complete)).toMatchObject({ isProd: true, region: 'us-west-2' });
    const { mailDomain: _domain, ...rest } = complete;
    expect(stageSettingsOf('prod', { ...rest, mailFrom: 'portal@example-coop.org' }).isProd).toBe(true);
  });

  it('is the only stage held to them: dev and others synthesize with no settings', () => {
    expect(stageSettingsOf('dev', {}).isProd).toBe(false);
    expect(stageSettingsOf('staging', {}).isProd).toBe(false);
  });

  it('refuses an account or region that is not one', () => {
    expect(() => stageSettingsOf('dev', { account: '1234' })).toThrow(/12-digit/);
    expect(() => stageSettingsOf('dev', { region: 'Oregon' })).toThrow(/not an AWS region/);
  });
});

describe('regions to bootstrap', () => {
  it('are the stage region, plus us-east-1 for the edge stack when pinned elsewhere', () => {
    expect(bootstrapRegions({})).toEqual(['us-east-1']);
    expect(bootstrapRegions({ region: 'us-east-1' })).toEqual(['us-east-1']);
    expect(bootstrapRegions({ region: 'eu-west-1' })).toEqual(['eu-west-1', 'us-east-1']);
  });
});
