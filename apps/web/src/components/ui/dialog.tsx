import { codeOnDemand } from './code-on-demand';
import type { DialogProps } from './dialog-panel';

const panel = codeOnDemand(() => import('./dialog-panel'));

/**
 * The app's modal dialog. Its code (radix's Dialog) comes when it first opens, so a page that
 * only may open one does not download it.
 */
export function Dialog(props: DialogProps) {
  const code = panel.useCode(props.open);
  return code ? <code.DialogPanel {...props} /> : null;
}
