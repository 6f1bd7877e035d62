/** When the support team answers the phone (and replies to mail). */
export const OFFICE_HOURS = {
  days: 'Monday to Saturday',
  shortDays: 'Mon–Sat',
  time: '10:00–19:00 IST',
  /** In running text: 'Monday to Saturday, 10:00 to 19:00 IST'. */
  sentence: 'Monday to Saturday, 10:00 to 19:00 IST',
} as const;
