import { useSvgId } from './use-svg-id';

/**
 * A phone showing a new listing, cut by the slide's bottom edge, and a '₹0 to list' stamp: the
 * 'list your property for free' slide. The stamp's words come translated.
 */
export function ListFreeArt({
  className,
  price,
  caption,
}: {
  className?: string;
  price: string;
  caption: string;
}) {
  const photo = useSvgId();
  return (
    <svg viewBox="0 290 800 310" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={photo} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#76d2c6" />
          <stop offset="1" stopColor="#20998d" />
        </linearGradient>
      </defs>
      <g transform="translate(430 330)">
        <rect x="0" y="0" width="280" height="330" rx="38" fill="#062624" />
        <rect x="13" y="13" width="254" height="330" rx="28" fill="#ffffff" />
        <rect x="105" y="24" width="70" height="10" rx="5" fill="#062624" />
        <rect x="30" y="50" width="220" height="130" rx="16" fill={`url(#${photo})`} />
        <path d="M84 168v-48l56-38 56 38v48Z" fill="#ffffff" />
        <path
          d="M72 126 140 78l68 48"
          fill="none"
          stroke="#fba524"
          strokeWidth="12"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="127" y="132" width="26" height="36" rx="13" fill="#f5880b" />
        <rect x="30" y="198" width="180" height="16" rx="8" fill="#0f4c4a" />
        <rect x="30" y="226" width="130" height="12" rx="6" fill="#94a3b8" />
      </g>
      <g transform="translate(250 420) rotate(-10)">
        <circle r="86" fill="#14635e" />
        <circle r="72" fill="none" stroke="#fcbb4d" strokeWidth="3" strokeDasharray="6 6" />
        <text y="12" fill="#ffffff" fontSize="54" fontWeight="800" textAnchor="middle">
          {price}
        </text>
        <text y="44" fill="#fdd58a" fontSize="17" fontWeight="700" textAnchor="middle">
          {caption}
        </text>
      </g>
    </svg>
  );
}
