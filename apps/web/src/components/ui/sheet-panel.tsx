import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';

export type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; focus returns to it when the sheet closes. */
  trigger: ReactElement;
  title: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling content, e.g. Clear and Show results. */
  footer?: ReactNode;
};

/**
 * A modal panel that rises from the bottom of a phone's screen. It is radix's Dialog, so the
 * focus trap, Escape, outside clicks and the scroll lock are radix's, not ours.
 */
export function SheetPanel({ open, onOpenChange, trigger, title, children, footer }: SheetProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl bg-white shadow-pop focus:outline-none data-[state=open]:animate-sheet-up"
        >
          <div
            className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-slate-300"
            aria-hidden="true"
          />
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-slate-100 px-5 pt-2 pb-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-950">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('layout.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5">
            {children}
          </div>
          {footer && (
            <div className="shrink-0 border-t border-slate-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
