import { useSvgId } from './use-svg-id';

/** A block of flats, a house and a shop on a street: the 'homes for every budget' slide. */
export function HomesArt({ className }: { className?: string }) {
  const glow = useSvgId();
  return (
    <svg viewBox="0 290 800 310" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={glow} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fcbb4d" />
          <stop offset="1" stopColor="#f5880b" />
        </linearGradient>
      </defs>
      <g transform="translate(150 330) scale(0.78)">
        <circle cx="716" cy="-4" r="42" fill={`url(#${glow})`} />
        <rect x="-240" y="270" width="1100" height="90" fill="#062624" fillOpacity="0.55" />
        <rect x="20" y="0" width="150" height="280" rx="10" fill="#d4f4ee" />
        <g fill="#20998d" fillOpacity="0.55">
          {[30, 82, 134].map((y) =>
            [42, 82, 122].map((x) => (
              <rect key={`${x}-${y}`} x={x} y={y} width="26" height="30" rx="4" />
            )),
          )}
        </g>
        <rect x="72" y="226" width="46" height="54" rx="6" fill="#157b73" />
        <path d="M210 280V150l130-96 130 96v130Z" fill="#ffffff" />
        <path
          d="M186 162 340 46l154 116"
          fill="none"
          stroke="#fba524"
          strokeWidth="22"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <rect x="310" y="190" width="60" height="90" rx="30" fill="#f5880b" />
        <rect x="238" y="176" width="48" height="44" rx="8" fill="#76d2c6" />
        <rect x="394" y="176" width="48" height="44" rx="8" fill="#76d2c6" />
        <rect x="510" y="150" width="140" height="130" rx="10" fill="#ace7de" />
        <path d="M500 150h160l-14-44H514Z" fill="#fba524" />
        <rect x="530" y="176" width="100" height="48" rx="6" fill="#ffffff" fillOpacity="0.9" />
        <rect x="560" y="234" width="40" height="46" rx="4" fill="#157b73" />
        <Tree x={190} y={250} r={30} trunk={28} />
        <Tree x={492} y={256} r={24} trunk={22} />
        <Tree x={-60} y={246} r={34} trunk={30} />
      </g>
    </svg>
  );
}

function Tree({ x, y, r, trunk }: { x: number; y: number; r: number; trunk: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill="#3fb5a8" />
      <rect x={x - 4} y={y + 2} width="8" height={trunk} fill="#134f4c" />
    </>
  );
}
