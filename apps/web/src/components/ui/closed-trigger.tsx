import { cloneElement, type ComponentType, type MouseEvent, type ReactElement } from 'react';
import { codeOnDemand } from './code-on-demand';

/** What an overlay opened by its own button is given. */
type TriggeredProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
};

/**
 * An overlay opened by its own button, whose code (radix, positioning) comes when it first
 * opens: until then the button alone is shown, and a tap on it asks for the overlay.
 */
export function triggeredOnDemand<Props extends TriggeredProps, Code>(
  load: () => Promise<Code>,
  panelOf: (code: Code) => ComponentType<Props>,
) {
  const panel = codeOnDemand(load);
  return function OverlayOnDemand(props: Props) {
    const code = panel.useCode(props.open);
    if (code) {
      const Panel = panelOf(code);
      return <Panel {...props} />;
    }
    return cloneElement(
      props.trigger,
      closedTriggerProps(props.trigger, props.onOpenChange, panel.prepare),
    );
  };
}

/**
 * The props that let a button open its overlay before the overlay's code has loaded: it says it
 * opens a dialog, asks for the overlay on a tap, and starts the download when a pointer or the
 * keyboard focus comes to it.
 */
function closedTriggerProps(
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
