/** Query keys of the owner screens; invalidating `ownerKeys.all` refreshes every one of them. */
export const ownerKeys = {
  all: ['owner'] as const,
  status: (userId: string) => ['owner', 'status', userId] as const,
  properties: (userId: string) => ['owner', 'properties', userId] as const,
  propertyPages: (userId: string) => ['owner', 'properties', userId, 'pages'] as const,
  propertySummary: (userId: string) => ['owner', 'properties', userId, 'summary'] as const,
  property: (userId: string, propertyId: string) =>
    ['owner', 'property', userId, propertyId] as const,
  images: (userId: string, propertyId: string) =>
    ['owner', 'property', userId, propertyId, 'images'] as const,
  meetings: (userId: string) => ['owner', 'meetings', userId] as const,
};
