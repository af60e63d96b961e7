import type * as z from 'zod';
import { contactFormRequest } from '#shared/schemas/benefits.js';
import { filled, inOrder } from '#web/lib/forms/form-rules.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// The contact form: all three fields required, one warning for any blank
// one; then outside/contactform's own schema (the lengths), so the form and the server agree.

const message = contactFormRequest.shape.message;

export type ContactInputs = Record<'fullName' | 'email' | 'message', string>;

export const contactForm = inOrder(
  filled({
    fullName: CONTACT_MESSAGES.contactIncomplete,
    email: CONTACT_MESSAGES.contactIncomplete,
    message: CONTACT_MESSAGES.contactIncomplete,
  }),
  message,
) as z.ZodType<z.output<typeof message>, ContactInputs>;

export const CONTACT_TITLES = {
  [CONTACT_MESSAGES.contactIncomplete]: CONTACT_MESSAGES.contactIncompleteTitle,
  [CONTACT_MESSAGES.contactNameTooLong]: COMMON_MESSAGES.warningTitle,
  [CONTACT_MESSAGES.contactEmailTooLong]: COMMON_MESSAGES.warningTitle,
  [CONTACT_MESSAGES.contactMessageTooLong]: COMMON_MESSAGES.warningTitle,
};

export const emptyContact = (): ContactInputs => ({ fullName: '', email: '', message: '' });
