import { Spinner } from '@/components/ui/spinner';

/** Placeholder cards under a spinner while the first page loads. */
export function PropertyGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-24 z-10 flex justify-center">
        <span className="rounded-full bg-white p-3 text-brand-600 shadow-pop">
          <Spinner className="size-7" label={label} />
        </span>
      </div>
      <ul
        className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
          >
            <div className="aspect-[3/2] animate-pulse bg-slate-200/70" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200/70" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200/70" />
              <div className="flex gap-2 pt-1">
                <div className="h-6 w-16 animate-pulse rounded-lg bg-slate-200/70" />
                <div className="h-6 w-20 animate-pulse rounded-lg bg-slate-200/70" />
              </div>
              <div className="flex items-end justify-between border-t border-slate-100 pt-4">
                <div className="h-7 w-24 animate-pulse rounded bg-slate-200/70" />
                <div className="h-10 w-28 animate-pulse rounded-xl bg-slate-200/70" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
