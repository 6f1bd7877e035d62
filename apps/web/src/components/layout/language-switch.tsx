import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDevanagariFontAfterLoad } from '@/i18n/use-devanagari-font-after-load';
import { useLanguage } from '@/i18n/use-format';
import { useSwitchLanguage } from '@/i18n/use-switch-language';
import { withLanguageParam, type Language } from '@/i18n/language';
import { cn } from '@/lib/cn';

/** Each language named in itself, so a reader finds theirs whatever is on screen. */
const OPTIONS: readonly { language: Language; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'हिन्दी' },
];

const TONES = {
  light: {
    group: 'bg-slate-100 ring-1 ring-slate-200',
    current: 'bg-white text-brand-900 shadow-xs ring-1 ring-slate-200',
    other: 'text-slate-600 hover:text-slate-950',
    focus: 'focus-visible:outline-brand-600',
  },
  dark: {
    group: 'bg-white/10 ring-1 ring-white/15',
    current: 'bg-white text-brand-950',
    other: 'text-brand-100 hover:text-white',
    focus: 'focus-visible:outline-white',
  },
} as const;

/**
 * English / हिन्दी. `compact` shows only the other language, for a phone's crowded bar. Each option is a real link to this page with `?lang=…` (it works before the
 * script runs); a click switches in place. The current language is marked aria-current.
 */
export function LanguageSwitch({
  tone = 'light',
  compact = false,
  className,
}: {
  tone?: keyof typeof TONES;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const switchLanguage = useSwitchLanguage();
  const colours = TONES[tone];
  const devanagariFontReady = useDevanagariFontAfterLoad();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return; // a new tab or window opens the link as it is
    }
    event.preventDefault();
    if (language !== current) void switchLanguage(language);
  };

  return (
    // A group, not a nav landmark: the header and the footer both carry one.
    <div role="group" aria-label={t('language.switchLabel')} className={className}>
      <ul className={cn('inline-flex items-center gap-0.5 rounded-full p-0.5', colours.group)}>
        {OPTIONS.filter((option) => !compact || option.language !== current).map(
          ({ language, label }) => {
            const isCurrent = language === current;
            return (
              <li key={language}>
                <a
                  href={`${location.pathname}${withLanguageParam(location.search, language)}`}
                  hrefLang={language}
                  lang={language}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(event) => onClick(event, language)}
                  className={cn(
                    'inline-flex h-8 items-center rounded-full px-3 text-[13px] font-semibold whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2',
                    colours.focus,
                    isCurrent ? colours.current : colours.other,
                    language === 'hi' && devanagariFontReady && 'font-devanagari',
                  )}
                >
                  {label}
                </a>
              </li>
            );
          },
        )}
      </ul>
    </div>
  );
}
