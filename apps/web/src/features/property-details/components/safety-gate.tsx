import { useId, useRef, useState, type ReactNode } from 'react';
import { Flag, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SAFETY_NOTE } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useTranslateMessage } from '@/i18n/translate-message';

export type SafetyGateProps = {
  /** Show the note before the content (the first contact on this device). */
  noteFirst: boolean;
  /** Opens the report form; absent when this reader cannot report the listing. */
  onReport?: (() => void) | undefined;
  children: ReactNode;
};

/**
 * Inside the lister's and the meeting dialog: on a reader's first contact, what Basera never
 * asks for comes before the numbers or the form, with a way to report and a Continue button.
 * Kept in the dialog, so closing it still returns focus to the button that opened it.
 */
export function SafetyGate({ noteFirst, onReport, children }: SafetyGateProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const [passed, setPassed] = useState(!noteFirst);
  const content = useRef<HTMLDivElement>(null);
  const headingId = useId();

  if (passed) {
    return <div ref={content}>{children}</div>;
  }

  const onContinue = () => {
    setPassed(true);
    // The Continue button leaves the page: focus the first thing the reader came for.
    requestAnimationFrame(() => {
      content.current
        ?.querySelector<HTMLElement>('a[href], button, input, select, textarea')
        ?.focus();
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex items-center gap-2.5">
        <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <h3 id={headingId} className="text-base font-semibold text-slate-950">
          {translateMessage(SAFETY_NOTE.title)}
        </h3>
      </div>
      <ul className="flex flex-col gap-3 text-[15px] leading-relaxed text-slate-700">
        {SAFETY_NOTE.points.map((point) => (
          <li key={point} className="flex gap-2.5">
            <span
              className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
              aria-hidden="true"
            />
            <span>{translateMessage(point)}</span>
          </li>
        ))}
      </ul>
      {onReport && (
        <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-100">
          {translateMessage(SAFETY_NOTE.reportPrompt)}{' '}
          <button
            type="button"
            onClick={onReport}
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            <Flag className="size-3.5" aria-hidden="true" />
            {t('safety.report')}
          </button>
        </p>
      )}
      <Button size="lg" onClick={onContinue} className="w-full">
        {t('safety.continue')}
      </Button>
    </section>
  );
}
