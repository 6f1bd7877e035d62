import type { ReactElement, ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cn } from '@/lib/cn';

export type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns to it on Escape. */
  trigger: ReactElement;
  /** Names the panel for screen readers. */
  label: string;
  children: ReactNode;
  className?: string;
};

/** The popover itself (radix Popover: Escape, outside clicks, focus), loaded by popover.tsx. */
export function PopoverPanel({
  open,
  onOpenChange,
  trigger,
  label,
  children,
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          aria-label={label}
          className={cn(
            'z-40 max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-4 shadow-pop ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-fade-in',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
