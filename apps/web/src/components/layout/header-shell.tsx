import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The sticky bar every header variant sits in. Its row wraps: should its parts ever be wider
 * than the screen (a longer translation, a wider font), the last ones go to a second line
 * instead of pushing the page sideways.
 */
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
      <div className="container-page flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 py-2.5 lg:min-h-[72px] lg:gap-x-4 xl:gap-x-5">
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
