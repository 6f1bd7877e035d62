/**
 * Cache keys that one feature fills and another refreshes. They live here so that neither
 * feature imports the other (docs/architecture.md §1).
 */
export const sharedQueryKeys = {
  /**
   * A user's saved listings: read by the Saved Property screen (listings), changed by the heart
   * on a listing's details (property-details).
   */
  savedProperties: (userId: string) => ['listings', 'saved', userId] as const,
  /** Whether one listing is saved: the details' heart reads it, the cards' heart changes it. */
  savedState: (propertyId: string, userId: string) =>
    ['property-details', propertyId, 'saved', userId] as const,
  /** The ids of every listing a user saved: the hearts on cards, changed by both hearts. */
  savedIds: (userId: string) => ['saved-ids', userId] as const,
};
