/*
 * The review queue's keys: J and K move, Enter opens, A approves, R opens Reject. A key is the
 * admin's only while no one is typing and no dialog is open: 'a' in a search box is a letter.
 */

export type ShortcutAction = 'next' | 'previous' | 'open' | 'approve' | 'reject';

const KEYS: Record<string, ShortcutAction> = {
  j: 'next',
  k: 'previous',
  enter: 'open',
  a: 'approve',
  r: 'reject',
};

/** What each action's key is called, for aria-keyshortcuts and the visible hint. */
export const SHORTCUT_KEYS: Record<ShortcutAction, string> = {
  next: 'J',
  previous: 'K',
  open: 'Enter',
  approve: 'A',
  reject: 'R',
};

type KeyPress = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** The action of a key press, or null (other keys, and any with Ctrl, Alt or Cmd held). */
export function shortcutOf(event: KeyPress): ShortcutAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}

/** Whether keys typed at `target` are text: inputs, text areas, selects, editable content. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Whether a modal dialog is open (Radix marks its content role="dialog"). */
export function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Enter belongs to whatever has focus (a button, a link); it opens the selected listing only
 * when focus is on nothing in particular or on the row itself.
 */
export function isPlainFocus(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  return target === document.body || target.hasAttribute('data-queue-row');
}
