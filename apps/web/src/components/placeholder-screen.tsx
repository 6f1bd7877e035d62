import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from './page-header';

type PlaceholderScreenProps = {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Shown in the body instead of the generic notice. */
  children?: ReactNode;
};

/**
 * A screen of docs/product.md §2 whose feature is not built yet: its route, guard and header are in
 * place, the body says it is coming.
 */
export function PlaceholderScreen({
  title,
  eyebrow,
  description,
  children,
}: PlaceholderScreenProps) {
  return (
    <>
      <title>{`${title} | Basera`}</title>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <div className="container-page py-10 sm:py-14">
        {children ?? (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Construction className="size-6" aria-hidden="true" />
            </div>
            <p className="mt-4 text-lg font-semibold text-slate-900">
              We are putting this page together
            </p>
            <p className="mt-1.5 max-w-sm text-[15px] text-slate-600">
              It will be ready soon. Meanwhile, you can keep browsing homes across Chhattisgarh.
            </p>
            <ButtonLink to="/" variant="outline" className="mt-6">
              Back to home
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}
