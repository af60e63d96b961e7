// Messages of "Report a problem" on a local deal: the member's form, the staff inbox and the
// partner's list of reports (ADR 0096).

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose what went wrong.',
  messageRequired: 'Please tell us what went wrong.',
  messageTooLong: 'Your message can have at most 1000 characters.',
  reportSentTitle: 'Report sent',
  /** {coop}: the co-op's display name. */
  reportSent:
    'Thank you. Your report was sent to {coop}. The business is told what went wrong, but not who reported it.',
  alreadyOpen:
    'You have already reported a problem with this deal. {coop} will answer it before you can report this deal again.',
  /** Under the form: what the business learns and what it does not. */
  privacyNote: 'The business sees the problem and your message, never your name or email address.',
  businessNotFound: 'That business was not found among yours.',
  noReports: 'No member has reported a problem with your offers.',
} as const;
