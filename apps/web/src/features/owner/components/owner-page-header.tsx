import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The band at the top of an owner form: back to the dashboard, title, context, progress. */
export function OwnerPageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('owner');
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page max-w-4xl py-6 sm:py-8">
        <Link
          to="/ownerDashboard"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('header.dashboard')}
        </Link>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
              {eyebrow}
            </p>
            <h1 className="mt-1.5 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl">
              {title}
            </h1>
            {description && (
              <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-slate-600">
                {description}
              </p>
            )}
          </div>
          {children && <div className="shrink-0">{children}</div>}
        </div>
      </div>
    </div>
  );
}

/** The body column of an owner form. */
export function OwnerPageBody({ children }: { children: ReactNode }) {
  return <div className="container-page max-w-4xl py-6 sm:py-8">{children}</div>;
}
