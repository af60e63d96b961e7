// Messages of the business shell's newsletter (double opt-in).
// Kept by domain so a bundle carries only the words its pages and routes use.

export const NEWSLETTER_MESSAGES = {
  // Newsletter of the business (b2b) shell, double opt-in (product's own words)
  newsletterTitle: 'Newsletter',
  newsletterEmailRequired: 'Please enter your email address to subscribe.',
  newsletterEmailInvalid: 'Please enter a valid email address, like name@example.com.',
  newsletterSent:
    'Thank you! Please check your inbox: if this address is not subscribed yet, we have sent it a link to confirm your subscription.',
  newsletterConfirmed: 'Thank you! Your subscription to the {coop} newsletter is confirmed.',
  newsletterLinkInvalid: 'This confirmation link is not valid. Please subscribe again to get a new one.',
  newsletterLinkUsed:
    'This confirmation link was already used. Your subscription was confirmed then; nothing else is needed.',
  newsletterLinkExpired: 'This confirmation link has expired. Please subscribe again to get a new one.',
  subscriberRemoved: 'The address was taken off the newsletter list.',
  subscriberNotFound: 'That address is not on the newsletter list.',
} as const;
