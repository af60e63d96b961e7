import type * as z from 'zod';
import { MESSAGES } from '../../../../../shared/constants';
import { contactFormRequest } from '../../../../../shared/schemas/benefits';
import { filled, inOrder } from '../../../lib/forms/form-rules';

// The contact form: all three fields required, one warning for any blank
// one; then outside/contactform's own schema (the lengths), so the form and the server agree.

const message = contactFormRequest.shape.message;

export type ContactInputs = Record<'fullName' | 'email' | 'message', string>;

export const contactForm = inOrder(
  filled({ fullName: MESSAGES.contactIncomplete, email: MESSAGES.contactIncomplete, message: MESSAGES.contactIncomplete }),
  message,
) as z.ZodType<z.output<typeof message>, ContactInputs>;

export const CONTACT_TITLES = {
  [MESSAGES.contactIncomplete]: MESSAGES.contactIncompleteTitle,
  [MESSAGES.contactNameTooLong]: MESSAGES.warningTitle,
  [MESSAGES.contactEmailTooLong]: MESSAGES.warningTitle,
  [MESSAGES.contactMessageTooLong]: MESSAGES.warningTitle,
};

export const emptyContact = (): ContactInputs => ({ fullName: '', email: '', message: '' });
