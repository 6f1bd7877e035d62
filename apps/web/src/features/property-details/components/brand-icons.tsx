import type { SVGProps } from 'react';

/** WhatsApp's mark, drawn on lucide's 24px grid (lucide 1.x has no brand icons). */
export function WhatsAppIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" {...props}>
      <path
        d="M3.6 20.4 4.8 16A8.6 8.6 0 1 1 8.1 19.3L3.6 20.4Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        fill="currentColor"
        d="M9.2 7.7c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.4.8 1.5 2 2.9 2.6.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.4.2.4.4 0 .5-.2 1.2-.8 1.6-.6.4-1.5.6-2.9 0-2.5-1-4.1-3.5-4.3-3.8-.2-.3-.9-1.3-.9-2.4 0-1.1.6-1.7.8-1.9.2-.1.4-.1.6-.1Z"
      />
    </svg>
  );
}
