import type { LegalSection } from './content/legal-section';

// Privacy Policy of the member savings program,
// written for this product from the points the spec lists. `coop` is the co-op's display name.

export const PRIVACY_UPDATED = 'August 2022';

export function privacyPolicy(coop: string): LegalSection[] {
  return [
    {
      title: 'Who We Are',
      paragraphs: [
        `This policy explains how ${coop} and the companies that operate its member savings program (the "Program") collect, use and protect your information.`,
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: [
        'Information you give us: your name, email address, ZIP code, postal address, phone numbers, gender, birth date and the messages and quote requests you send. Information from your use: the deals you open, print, save or redeem, and your savings history. Technical information: your device, browser and internet address.',
      ],
    },
    {
      title: 'How We Use Information',
      paragraphs: [
        'We use your information to run your account, show deals near you, record your savings, pay cash back, answer your messages and requests, keep the Program secure and improve it.',
      ],
    },
    {
      title: 'Cookies and Similar Technologies',
      paragraphs: [
        'We use cookies to keep you signed in and to protect your account. You can block cookies in your browser, but parts of the Program will not work without them.',
      ],
    },
    {
      title: 'Advertising Data',
      paragraphs: [
        'We choose the offers we show using your ZIP code and the deals you use. Data used for advertising is not used after ten years.',
      ],
    },
    {
      title: 'Sharing Information',
      paragraphs: [
        `We do not sell your personal information. We share it only with ${coop}, with the companies that help us run the Program, with a partner when you ask for its offer or quote, and when the law requires it.`,
      ],
    },
    {
      title: 'Text Messages',
      paragraphs: [
        'If you agree to receive text messages, we use your phone number only to send them. Reply STOP to stop them at any time, or HELP for help. Message and data rates may apply.',
      ],
    },
    {
      title: 'Your Choices',
      paragraphs: [
        'You can see and correct your information in My Account, choose whether to receive savings emails, and ask us to close your account through the Contact Us page.',
      ],
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        'The Program is not for anyone under 18. We do not knowingly collect information from people under 18, and we delete it if we learn we have.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'We protect your information with encryption, access controls and monitoring. No system is perfectly secure; please keep your password private.',
      ],
    },
    {
      title: 'Keeping Information',
      paragraphs: [
        'We keep your information while your account is open and afterwards only as long as the law or the settlement of cash back requires.',
      ],
    },
    {
      title: 'Changes to This Policy',
      paragraphs: ['We may update this policy. Material changes take effect 30 days after we post them or notify you.'],
    },
    {
      title: 'Contact Us',
      paragraphs: [`Questions about your privacy? Write to ${coop} through the Contact Us page of this website.`],
    },
  ];
}
