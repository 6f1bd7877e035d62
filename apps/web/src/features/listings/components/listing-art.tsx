/** 'search': a house under a magnifier; 'saved': a house with a heart; 'listing': a house in the sun. */
export type ListingArtKind = 'search' | 'saved' | 'listing';

/** The drawing of an empty (or failed) list of listings, for a StatusPanel's `art`. */
export function ListingArt({ art = 'listing' }: { art?: ListingArtKind }) {
  return (
    <svg viewBox="0 0 160 112" className="h-28 w-40" aria-hidden="true">
      <ellipse cx="80" cy="100" rx="64" ry="8" fill="#e2e8f0" />
      <path d="M36 98V58l36-26 36 26v40Z" fill="#d4f4ee" />
      <path
        d="M28 62 72 30l44 32"
        fill="none"
        stroke="#20998d"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="62" y="70" width="20" height="28" rx="10" fill="#fcbb4d" />
      {art === 'search' && (
        <g>
          <circle cx="118" cy="46" r="18" fill="#ffffff" stroke="#14635e" strokeWidth="7" />
          <path d="m131 59 14 14" stroke="#14635e" strokeWidth="8" strokeLinecap="round" />
          <path
            d="m112 40 12 12m0-12-12 12"
            stroke="#f5880b"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      )}
      {art === 'saved' && (
        <path
          d="M120 70s-22-13-22-29a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 16-22 29-22 29Z"
          fill="#fba524"
          stroke="#ffffff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      )}
      {art === 'listing' && (
        <g>
          <circle cx="124" cy="36" r="16" fill="#fcbb4d" opacity="0.9" />
        </g>
      )}
    </svg>
  );
}
