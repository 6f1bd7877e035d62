import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title; it also becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Width of the panel. */
  size?: 'sm' | 'md' | 'lg';
  /** An icon shown left of the title. */
  icon?: ReactNode;
  children: ReactNode;
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

/**
 * The modal dialog itself (radix Dialog: focus trap, Escape and outside click close it, body
 * scroll locked), loaded by dialog.tsx.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  icon,
  children,
}: DialogProps) {
  // Opened without a radix Trigger, radix has nowhere to put focus back on close: remember the
  // element that opened the dialog and return to it (if it is still in the page).
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-hidden rounded-2xl bg-white shadow-pop focus:outline-none data-[state=open]:animate-pop-in',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
            {icon && (
              <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {icon}
              </div>
            )}
            <div className="min-w-0 flex-1 pt-0.5">
              <RadixDialog.Title className="text-lg leading-tight font-semibold text-slate-950">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('layout.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
