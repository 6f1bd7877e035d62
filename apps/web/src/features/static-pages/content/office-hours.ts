/**
 * When the support team answers the phone (and replies to mail), in the English policies'
 * running text. The contact page's hours are words of the `pages` namespace (officeHours).
 */
export const OFFICE_HOURS = {
  sentence: 'Monday to Saturday, 10:00 to 19:00 IST',
} as const;
