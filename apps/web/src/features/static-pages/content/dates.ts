/** When the privacy policy and the terms of use last changed, and took effect. */
export const POLICIES_UPDATED = ['2026-11-01', '1 November 2026'] as const;
