import { useId } from 'react';

/** A page-unique id usable in an SVG `url(#…)` reference (React's ids hold characters it refuses). */
export function useSvgId(): string {
  return `svg${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
}
