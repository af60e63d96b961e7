// Messages of the admin area's Activity page (the audit trail of staff actions, ADR 0089).

export const ACTIVITY_MESSAGES = {
  dateInvalid: 'Please enter the dates as YYYY-MM-DD.',
  periodOrder: 'The end date must be on or after the start date.',
  personTooLong: 'Enter a member id or an email address of at most 254 characters.',
  targetTooLong: 'Enter an id of at most 200 characters.',
  noActivity: 'No staff activity matches these filters.',
  personAndTarget: 'Filter by a person or by a target, not both at once.',
  everyCoopNetworkOnly: "Only the network administrator sees every co-op's activity.",
} as const;
