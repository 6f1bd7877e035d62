import type { ReactNode } from 'react';

/** A single card in the middle of the page, for short status screens. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <div className="container-page flex flex-1 items-start justify-center py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-lg rounded-3xl bg-white px-6 py-10 shadow-card ring-1 ring-slate-900/5 sm:px-10">
        {children}
      </div>
    </div>
  );
}
