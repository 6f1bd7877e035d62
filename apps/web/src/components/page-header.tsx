import type { ReactNode } from 'react';

/** The band at the top of a content page: eyebrow, title, one line of context. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page py-8 sm:py-10">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-1.5 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
          {title}
        </h1>
        {description && (
          <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-slate-600">{description}</p>
        )}
        {children}
      </div>
    </div>
  );
}
