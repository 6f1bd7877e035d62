import { useEffect, useRef } from 'react';
import {
  isDialogOpen,
  isPlainFocus,
  isTyping,
  shortcutOf,
  type ShortcutAction,
} from '../lib/shortcuts';

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Listens for the review keys on the whole page while `enabled`. Keys typed into a field, keys
 * with Ctrl/Alt/Cmd, held-down repeats and keys pressed while a dialog is open are not ours.
 */
export function useShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  // The latest handlers, without re-adding the listener on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      const action = shortcutOf(event);
      if (!action || isTyping(event.target) || isDialogOpen()) return;
      if (action === 'open' && !isPlainFocus(event.target)) return;
      const handler = latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
