import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** About two lines of a table cell; longer messages fold behind 'Read more'. */
const FOLD_AT = 110;

/** A visitor's message. In a table a long one is folded; cards show it whole. */
export function MessageText({ text, clamp }: { text: string; clamp?: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const foldable = Boolean(clamp) && text.length > FOLD_AT;
  return (
    <div className={clamp ? 'max-w-80 min-w-52' : undefined}>
      <p
        className={
          foldable && !open
            ? 'line-clamp-2 whitespace-pre-line text-slate-700'
            : 'whitespace-pre-line text-slate-700'
        }
      >
        {text}
      </p>
      {foldable && (
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          className="mt-0.5 rounded-sm text-xs font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {open ? t('actions.showLess') : t('actions.readMore')}
        </button>
      )}
    </div>
  );
}
