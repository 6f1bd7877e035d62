/** Query keys of the map's reads. */
export const mapKeys = {
  all: ['map'] as const,
  /** Keyed by the whole query string (the search, the area and the zoom): one view, one entry. */
  markers: (query: string) => ['map', 'markers', query] as const,
  listing: (id: string) => ['map', 'listing', id] as const,
};
