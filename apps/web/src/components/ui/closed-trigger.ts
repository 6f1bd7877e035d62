import type { MouseEvent, ReactElement } from 'react';

/**
 * The props that let a button open its overlay before the overlay's code has loaded: it says it
 * opens a dialog, asks for the overlay on a tap, and starts the download when a pointer or the
 * keyboard focus comes to it.
 */
export function closedTriggerProps(
  trigger: ReactElement,
  onOpenChange: (open: boolean) => void,
  prepare: () => void,
) {
  const own = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': false,
    onPointerEnter: prepare,
    onFocus: prepare,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) onOpenChange(true);
    },
  };
}
