import { useSvgId } from './use-svg-id';

/**
 * A listing card stamped approved, a shield with a tick and a magnifying glass: the 'every
 * listing checked' slide. The stamp's word comes translated.
 */
export function VerifiedArt({ className, stamp }: { className?: string; stamp: string }) {
  const shield = useSvgId();
  return (
    <svg viewBox="0 290 800 310" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={shield} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#20998d" />
          <stop offset="1" stopColor="#14635e" />
        </linearGradient>
      </defs>
      <g transform="translate(200 340)">
        <rect x="8" y="14" width="330" height="280" rx="26" fill="#0f172a" fillOpacity="0.08" />
        <rect width="330" height="280" rx="26" fill="#ffffff" />
        <rect x="18" y="18" width="294" height="150" rx="18" fill="#ace7de" />
        <circle cx="264" cy="58" r="22" fill="#fcbb4d" />
        <path d="M18 168v-36l84-36 74 28 64-18 72 26v36Z" fill="#76d2c6" />
        <path d="M102 168v-56l56-40 56 40v56Z" fill="#ffffff" />
        <path
          d="M90 118 158 68l68 50"
          fill="none"
          stroke="#fba524"
          strokeWidth="12"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="145" y="128" width="26" height="40" rx="13" fill="#f5880b" />
        <rect x="18" y="190" width="200" height="16" rx="8" fill="#0f4c4a" />
        <rect x="190" y="228" width="122" height="32" rx="16" fill="#d4f4ee" />
        <circle cx="211" cy="244" r="9" fill="#157b73" />
        <path
          d="M206 244l4 4 7-8"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="264" y="250" fill="#134f4c" fontSize="16" fontWeight="700" textAnchor="middle">
          {stamp}
        </text>
      </g>
      <g transform="translate(560 330) scale(0.8)">
        <path
          d="M100 0 190 34v86c0 70-42 122-90 144C52 242 10 190 10 120V34Z"
          fill={`url(#${shield})`}
        />
        <path
          d="M62 126l26 26 50-56"
          fill="none"
          stroke="#ffffff"
          strokeWidth="16"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(70 420) scale(0.8)">
        <circle cx="60" cy="60" r="46" fill="#ffffff" stroke="#fba524" strokeWidth="16" />
        <path d="M94 94l46 46" stroke="#fba524" strokeWidth="20" strokeLinecap="round" />
        <path
          d="M40 62l14 14 26-30"
          fill="none"
          stroke="#157b73"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
