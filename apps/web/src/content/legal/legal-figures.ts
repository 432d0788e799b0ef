/** The figures the legal texts quote, in one place. */
export const legalFigures = {
  lastUpdated: "January 2025",
  minimumAge: 13,
  /** After an account is deleted, remaining copies (including backups) are erased within this many days. */
  deletionPurgeDays: 90,
  /** Payment and invoice records are kept this many years (tax and accounting law). */
  paymentRecordsYears: 7,
  /** An account unused this long is deleted. */
  inactiveAccountYears: 3,
  /** Support and other correspondence is kept this many years. */
  communicationRecordsYears: 6,
  /** Server and security logs are kept this many months. */
  technicalLogsMonths: 12,
  /** Answer to a data-protection rights request: one month. */
  rightsResponseDays: 30,
  moneyBackDays: 30,
  proPrice: "£5",
} as const;
