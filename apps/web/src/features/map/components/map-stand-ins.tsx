import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What a small map says while Leaflet downloads, and when it could not (in the screen's language). */
export type SmallMapTexts = { loading: string; failed: string; retry: string };

export function MapLoading({ texts }: { texts: SmallMapTexts }) {
  return (
    <div className="absolute inset-0 z-10 grid place-items-center">
      <Spinner label={texts.loading} className="size-7 text-brand-700" />
    </div>
  );
}

export function MapFailed({ texts, retry }: { texts: SmallMapTexts; retry: () => void }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 p-4 text-center"
    >
      <p className="text-sm font-semibold text-slate-900">{texts.failed}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        {texts.retry}
      </Button>
    </div>
  );
}
