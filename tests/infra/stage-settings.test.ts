import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../infra/lib/settings.js';
import { LIMITS } from '../../shared/constants.js';

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
