import type * as z from 'zod';
import { insuranceLead } from '#shared/schemas/benefits.js';
import { filled, inOrder } from '#web/lib/forms/form-rules.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Every field required, checked in the spec's order, each
// failing with its warning; then the formats (email, phone mask, age, ZIP) with b2c/saveinsurancelead's
// own schema, so the form and the server refuse the same things.

const m = BENEFITS_MESSAGES.insurance;

/** The form's fields as its inputs hold them: text, '' until typed or chosen (the selects too). */
export type QuoteInputs = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'gender' | 'age' | 'zip' | 'state' | 'howToHelp' | 'notes',
  string
>;

export const quoteForm = inOrder(
  filled({
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phone: m.phone,
    gender: m.gender,
    age: m.age,
    zip: m.zip,
    state: m.state,
    howToHelp: m.howToHelp,
    notes: m.notes,
  }),
  insuranceLead,
) as z.ZodType<z.output<typeof insuranceLead>, QuoteInputs>;

/** Every check is a warning titled Warning. */
export const QUOTE_TITLES = Object.fromEntries(
  [...Object.values(m), ACCOUNT_MESSAGES.invalidEmail].map((message) => [message, COMMON_MESSAGES.warningTitle]),
);

export const emptyQuote = (): QuoteInputs => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  age: '',
  zip: '',
  state: '',
  howToHelp: '',
  notes: '',
});
