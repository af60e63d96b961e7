import type { LegalSection } from './content/legal-section';

// Terms of Use of the member savings program, written
// for this product from the points the spec lists. `coop` is the co-op's display name.

export const TERMS_UPDATED = 'August 1st, 2022';

export function termsOfUse(coop: string): LegalSection[] {
  return [
    {
      title: 'Acceptance of These Terms',
      paragraphs: [
        `These Terms of Use govern your use of the ${coop} member savings program, its website, mobile app, emails and text messages (together, the "Program"). By creating an account or using the Program you agree to these terms. If you do not agree, do not use the Program.`,
      ],
    },
    {
      title: 'Who Offers the Program',
      paragraphs: [
        `The Program is offered by ${coop} to its members, with the help of the companies that operate the savings platform and provide the deals. In these terms "we", "us" and "our" mean ${coop} and those operators.`,
      ],
    },
    {
      title: 'The Program Is Free to Members',
      paragraphs: [
        `Membership in the Program is free to members of ${coop}. We never charge you to create an account, search deals or print your membership card. Some partners sell products or services that cost money; those purchases are between you and the partner.`,
      ],
    },
    {
      title: 'Eligibility and Age',
      paragraphs: [
        'The Program is for adults. You must be at least 18 years old to create an account. A person under 18 may use the Program only with the involvement and consent of a parent or legal guardian, who is responsible for that use.',
      ],
    },
    {
      title: 'Your Account',
      paragraphs: [
        'You agree to give true, current and complete information when you register and to keep it up to date in My Account. You are responsible for everything done through your account.',
      ],
    },
    {
      title: 'Information Needed to Get Paid',
      paragraphs: [
        'To receive cash back or any other payment, your account must have a valid email address, a valid postal address, your first and last name and a password. We cannot pay an account that lacks any of them.',
      ],
    },
    {
      title: 'Keeping Your Password Safe',
      paragraphs: [
        'Keep your password secret and do not share your account. Tell us at once if you think someone else has used it. We may ask you to reset your password to protect your account.',
      ],
    },
    {
      title: 'One Account per Person',
      paragraphs: [
        'Each person may hold one account. We may merge or close duplicate accounts and cancel the rewards earned through them.',
      ],
    },
    {
      title: 'Referral Bonuses',
      paragraphs: [
        'When the Program offers a bonus for referring a friend, the bonus is earned only when a new, eligible person joins. Referral bonuses are lost for self-referral, for referrals to duplicate accounts and for any referral we find to be fraudulent.',
      ],
    },
    {
      title: 'Local Deals and Coupons',
      paragraphs: [
        'Local deals are offered by independent businesses near you. Each deal states its value, its limits and how often it may be used. A business may end a deal at any time; a coupon is valid only under the terms printed on it.',
      ],
    },
    {
      title: 'National Deals and Partner Offers',
      paragraphs: [
        'National deals are offered by companies that sell across the country. Prices, availability and terms are set by those companies and may change without notice.',
      ],
    },
    {
      title: 'Redeeming Offers',
      paragraphs: [
        'Show your printed or mobile coupon, or your membership card, when you buy. Coupons have no cash value, cannot be combined unless the business allows it, and are void where prohibited.',
      ],
    },
    {
      title: 'Cash Back Rewards',
      paragraphs: [
        'Some partners pay cash back on purchases made at their stores through the Program. Cash back accrues on the net purchase amount only, excluding taxes, fees, shipping, handling, gift wrap and similar charges. It is credited to your account after the partner confirms the purchase, which may take several weeks. Returned or cancelled purchases earn no cash back.',
        "To earn cash back your browser must accept cookies, and you must make the purchase in a single shopping session that starts from the Program's link to the store. A purchase made after you leave and return to the store another way may not be tracked and earns no cash back.",
      ],
    },
    {
      title: 'Cash Back Payouts',
      paragraphs: [
        'Cash back is paid by check, quarterly, for the cash back confirmed in the prior quarter, once your confirmed balance reaches the payout threshold of $15.00. A smaller balance carries over to the next quarter.',
      ],
    },
    {
      title: 'Active and Inactive Accounts',
      paragraphs: [
        'Your account is active if you shopped through the Program or cash back accrued to it within the last 12 months. Otherwise it is inactive.',
      ],
    },
    {
      title: 'Unclaimed Balances',
      paragraphs: [
        'After 18 months of inactivity, a cash back balance, whether under or over $15, is forfeited and turned over to the state unclaimed-funds trustee as the law requires. You may claim it from that trustee.',
      ],
    },
    {
      title: 'Health Discount Programs',
      paragraphs: [
        'The health savings in the Program are discount programs. They are not insurance. They give discounts at participating providers, and you pay the provider the discounted price. You may cancel a discount plan within 30 days.',
      ],
    },
    {
      title: 'Insurance Offers',
      paragraphs: [
        "Insurance products shown in the Program are offered by licensed insurers and agents. When you ask for a quote, we send your request to them. Coverage is subject to the insurer's terms and approval.",
      ],
    },
    {
      title: 'Travel and Ticket Partners',
      paragraphs: [
        'Travel, ticket and theme park savings are provided by partner sites. When you follow a link to them, their terms and privacy policies apply to what you do there.',
      ],
    },
    {
      title: 'Membership Card',
      paragraphs: [
        'You may print your membership card as many times as you need. The card shows that you are a member of the Program. It is not an insurance card.',
      ],
    },
    {
      title: 'Business Partners',
      paragraphs: [
        'Businesses that offer deals through the Program agree to separate partner terms. We do not endorse any business and are not responsible for its products, services or conduct.',
      ],
    },
    {
      title: 'Emails and Your Communication Preference',
      paragraphs: [
        'We send you emails about your account, such as password resets, and, if you choose, emails about savings. You can stop the savings emails at any time in My Account or with the unsubscribe link in each of them. Account emails continue while you have an account.',
      ],
    },
    {
      title: 'Text Messages (SMS)',
      paragraphs: [
        'If you agree to receive text messages, we may send you deals and account notices from our short codes. Message and data rates may apply. Reply STOP to any message to stop receiving them, or HELP for help. Carriers are not liable for delayed or undelivered messages.',
      ],
    },
    {
      title: 'Mobile App',
      paragraphs: [
        'The mobile app is licensed, not sold, to you for your personal use with the Program. The app store you download it from has its own terms, which also apply.',
      ],
    },
    {
      title: 'Acceptable Use',
      paragraphs: [
        'You agree not to misuse the Program: no copying or reselling deals, no automated access, no attempts to break its security, no false information and nothing unlawful.',
      ],
    },
    {
      title: 'Content You Send Us',
      paragraphs: [
        'When you send us messages, reviews or suggestions, you allow us to use them to run and improve the Program. Do not send anything you do not have the right to share.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `The Program, its design, text, logos and software belong to ${coop}, its operators or its partners and are protected by law. You may use them only to take part in the Program.`,
      ],
    },
    {
      title: 'Third-Party Sites and Links',
      paragraphs: [
        'The Program links to sites we do not control. We are not responsible for their content, offers or practices, and a link is not an endorsement.',
      ],
    },
    {
      title: 'Advertising',
      paragraphs: [
        'The Program shows offers chosen for members. Data used to choose advertising is not used after ten years.',
      ],
    },
    {
      title: 'Privacy',
      paragraphs: [
        `Our Privacy Policy explains what information we collect and how we use it. By using the Program you agree to it. ${coop} never sells your personal information.`,
      ],
    },
    {
      title: 'Disclaimer of Warranties',
      paragraphs: [
        'The Program is provided "as is" and "as available". To the extent the law allows, we make no warranty that it will be uninterrupted, error-free or that any deal will be available.',
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, our total liability to you for any claim about the Program is limited to the greater of $50.00 or the amount you paid us for the Program in the twelve months before the claim. We are not liable for indirect or consequential damages.',
      ],
    },
    {
      title: 'Indemnity',
      paragraphs: [
        'You agree to hold us harmless from claims caused by your breach of these terms or your misuse of the Program.',
      ],
    },
    {
      title: 'Termination',
      paragraphs: [
        'You may close your account at any time by contacting us. We may suspend or close an account that breaks these terms. Sections that by their nature should survive, such as limits of liability, survive termination.',
      ],
    },
    {
      title: 'Changes to the Program',
      paragraphs: ['We may add, change or remove deals, partners and features at any time.'],
    },
    {
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms. Material changes take effect 30 days after we post them or notify you; other changes take effect when posted. Using the Program after that means you accept the updated terms.',
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of Colorado, without regard to its conflict-of-law rules.',
      ],
    },
    {
      title: 'Disputes',
      paragraphs: [
        'Please contact us first so we can try to resolve any concern informally. Any dispute that remains is brought in the state or federal courts located in Colorado, unless the law where you live gives you another right.',
      ],
    },
    {
      title: 'Severability',
      paragraphs: ['If any part of these terms is found unenforceable, the rest remains in effect.'],
    },
    {
      title: 'Entire Agreement',
      paragraphs: [
        'These terms and the Privacy Policy are the whole agreement between you and us about the Program. Our failure to enforce a term is not a waiver of it.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [`Questions about these terms? Write to ${coop} through the Contact Us page of this website.`],
    },
  ];
}
