// Messages of the contact form.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const CONTACT_MESSAGES = {
  // Contact
  contactIncompleteTitle: 'Complete all fields',
  contactIncomplete: 'All fields are required. Please complete your full name, email and message.',
  contactThanksTitle: 'Thank you!',
  contactThanks: 'Your message has been sent. We will contact you shortly.',
  // Contact form lengths (product's own words; the spec gives the limits only)
  contactNameTooLong: 'Your full name can have at most 50 characters.',
  contactEmailTooLong: 'Your email address can have at most 100 characters.',
  contactMessageTooLong: 'Your message can have at most 2000 characters.',
} as const;
