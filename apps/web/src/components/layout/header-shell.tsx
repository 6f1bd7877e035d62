import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The sticky bar every header variant sits in. */
export function HeaderShell({
  children,
  below,
  className,
}: {
  children: ReactNode;
  below?: ReactNode;
  className?: string;
}) {
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80',
        className,
      )}
    >
      <div className="container-page flex h-16 items-center gap-3 lg:h-[72px] lg:gap-4 xl:gap-5">
        {children}
      </div>
      {below}
    </header>
  );
}

export const navLinkClasses =
  'inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950';

/** A row of the mobile menu; add the colours (mobileItemTone or your own). */
export const mobileItemClasses =
  'flex h-12 w-full items-center gap-3 rounded-xl px-3 text-[15px] font-semibold';
export const mobileItemTone = 'text-slate-800 hover:bg-slate-100';
