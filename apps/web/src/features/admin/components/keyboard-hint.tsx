import { cn } from '@/lib/cn';
import { SHORTCUT_KEYS, type ShortcutAction } from '../lib/shortcuts';
import { useTranslation } from 'react-i18next';
import { tKey } from '@/i18n/keys';

const HINTS: { keys: ShortcutAction[]; text: string }[] = [
  { keys: ['next', 'previous'], text: tKey('admin:keyboard.move') },
  { keys: ['open'], text: tKey('admin:keyboard.open') },
  { keys: ['approve'], text: tKey('admin:keyboard.approve') },
  { keys: ['reject'], text: tKey('admin:keyboard.reject') },
];

/** A key as it is drawn on the keyboard. */
function Kbd({ children }: { children: string }) {
  return (
    <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded-md border border-b-2 border-slate-300 bg-white px-1 font-sans text-[11px] font-semibold text-slate-700">
      {children}
    </kbd>
  );
}

/** The review keys, said once where the admin works: J/K move · Enter open · A approve · R reject. */
export function KeyboardHint({
  without = [],
  className,
}: {
  /** Actions the screen does not offer (the review screen opens nothing with Enter). */
  without?: ShortcutAction[];
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-600',
        className,
      )}
    >
      <span className="font-semibold text-slate-700">{t('keyboard.label')}</span>
      {HINTS.filter((hint) => !hint.keys.some((key) => without.includes(key))).map((hint) => (
        <span key={hint.text} className="inline-flex items-center gap-1">
          {hint.keys.map((key, index) => (
            <span key={key} className="inline-flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              <Kbd>{SHORTCUT_KEYS[key]}</Kbd>
            </span>
          ))}
          {t(hint.text)}
        </span>
      ))}
    </p>
  );
}
