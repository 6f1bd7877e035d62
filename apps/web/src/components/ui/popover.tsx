import { triggeredOnDemand } from './closed-trigger';
import type { PopoverProps } from './popover-panel';

/** A panel anchored under its button; its code comes when it first opens (closed-trigger.tsx). */
export const Popover = triggeredOnDemand<PopoverProps, typeof import('./popover-panel')>(
  () => import('./popover-panel'),
  (code) => code.PopoverPanel,
);
