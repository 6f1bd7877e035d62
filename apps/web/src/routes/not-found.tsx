import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** Any path no route matches. */
export default function NotFoundRoute() {
  return (
    <div className="container-page flex flex-1 items-center justify-center py-16">
      <title>Page not found | Basera</title>
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Compass className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">
          Error 404
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950">Page not found</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
          The page you are looking for has moved or never existed. Let us get you back on track.
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/search" variant="outline">
            Browse properties
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
