import { cloneElement } from 'react';
import { closedTriggerProps } from './closed-trigger';
import { codeOnDemand } from './code-on-demand';
import type { PopoverProps } from './popover-panel';

const panel = codeOnDemand(() => import('./popover-panel'));

/**
 * A panel anchored under its button. Its code (radix, positioning) comes when it first opens:
 * until then the button alone is shown, and a tap on it asks for the panel.
 */
export function Popover(props: PopoverProps) {
  const code = panel.useCode(props.open);
  if (code) return <code.PopoverPanel {...props} />;
  return cloneElement(
    props.trigger,
    closedTriggerProps(props.trigger, props.onOpenChange, panel.prepare),
  );
}
