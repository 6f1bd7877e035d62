import { cloneElement } from 'react';
import { closedTriggerProps } from './closed-trigger';
import { codeOnDemand } from './code-on-demand';
import type { SheetProps } from './sheet-panel';

const panel = codeOnDemand(() => import('./sheet-panel'));

/**
 * A modal panel that rises from the bottom of a phone's screen. Its code (radix's Dialog) comes
 * when it first opens: until then the button alone is shown, and a tap on it asks for the sheet.
 */
export function Sheet(props: SheetProps) {
  const code = panel.useCode(props.open);
  if (code) return <code.SheetPanel {...props} />;
  return cloneElement(
    props.trigger,
    closedTriggerProps(props.trigger, props.onOpenChange, panel.prepare),
  );
}
