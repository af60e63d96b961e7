import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { ResolvedSettings } from '../lib/settings.js';

// SES: one configuration set for every message, and the sending identity (a domain with DKIM, or
// a single address) unless the stage says it already exists in the account. The set publishes
// bounce and complaint events to the account's default event bus; the api stack's rule hands
// them to the feedback function, which keeps the portal's own suppression list.

export interface MailStackProps extends StackProps {
  settings: ResolvedSettings;
}

export class MailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly configurationSetArn: string;
  /** ARN of the sending identity; undefined when the stage configures no mail. */
  readonly identityArn: string | undefined;
  readonly mailFrom: string | undefined;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    this.mailFrom = settings.mailFrom;

    const identityName = settings.mailDomain ?? settings.mailFrom;
    if (!identityName) {
      this.identityArn = undefined;
      Annotations.of(this).addWarningV2(
        'portal:no-mail-identity',
        `stage ${settings.stage} sets neither mailDomain nor mailFrom: functions get no ses:SendEmail and every email will fail`,
      );
      return;
    }

    if (settings.mailIdentityExists) {
      this.identityArn = this.formatArn({ service: 'ses', resource: 'identity', resourceName: identityName });
      return;
    }

    const identity = new EmailIdentity(this, 'Identity', {
      identity: settings.mailDomain ? Identity.domain(settings.mailDomain) : Identity.email(identityName),
      configurationSet: this.configurationSet,
    });
    this.identityArn = identity.emailIdentityArn;

    if (settings.mailDomain) {
      // Without a hosted zone here, the DKIM CNAMEs are printed for whoever runs the co-op's DNS.
      const tokens = [
        [identity.dkimDnsTokenName1, identity.dkimDnsTokenValue1],
        [identity.dkimDnsTokenName2, identity.dkimDnsTokenValue2],
        [identity.dkimDnsTokenName3, identity.dkimDnsTokenValue3],
      ];
      tokens.forEach(([name, value], i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          value: `${name} CNAME ${value}`,
          description: 'DKIM record to add to DNS',
        });
      });
    }
  }
}
