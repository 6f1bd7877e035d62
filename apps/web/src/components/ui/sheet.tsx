import { triggeredOnDemand } from './closed-trigger';
import type { SheetProps } from './sheet-panel';

/**
 * A modal panel that rises from the bottom of a phone's screen; its code (radix's Dialog) comes
 * when it first opens (closed-trigger.tsx).
 */
export const Sheet = triggeredOnDemand<SheetProps, typeof import('./sheet-panel')>(
  () => import('./sheet-panel'),
  (code) => code.SheetPanel,
);
