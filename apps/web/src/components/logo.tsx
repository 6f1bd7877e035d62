import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The Basera mark: a roof over a saffron doorway. Same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9 shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f4c4a" />
      <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#fff" />
      <path d="M27 50V38a5 5 0 0 1 10 0v12Z" fill="#f59e0b" />
    </svg>
  );
}

type LogoProps = {
  /** Where the logo links; the home page unless said otherwise. */
  to?: string;
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
};

export function Logo({ to = '/', tone = 'dark', className }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn('inline-flex shrink-0 items-center gap-2.5 rounded-lg', className)}
      aria-label={t('layout.homeLink')}
    >
      <LogoMark />
      <span
        className={cn(
          'text-[22px] leading-none font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-900' : 'text-white',
        )}
      >
        Basera
      </span>
    </Link>
  );
}
