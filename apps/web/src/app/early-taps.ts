/**
 * Taps made before the app's code has started.
 *
 * The server's HTML is on screen before React is (src/main.tsx waits for the first paint, then
 * fetches the app). Links and the search form work without React: the browser follows them to
 * a page the server renders. A button has nothing to do until React takes the page over, and
 * React cannot see a tap made before its code has loaded, so that tap would be lost: the person
 * taps 'Menu' and nothing happens. A form without an address of its own would be sent by the
 * browser as a GET to the current page, with its fields (a password) in the address.
 *
 * So, until React has taken the page over (its first commit), a tap on such a control is held
 * here (its default prevented) and then given back: the same element is clicked again. From then
 * on React's own selective hydration answers taps: it takes the tapped part over first, and all
 * of the page's code is there (docs/decisions/0039-first-taps.md). Given back any earlier, while
 * React was still taking the page over, a click was lost (seen with the sign-up form).
 */

/** What React alone can answer; `input`s, `select`s and `textarea`s work in the browser as ever. */
const NEEDS_THE_APP = 'button, [role="button"], summary';
const WAITING = 'data-waiting-for-app';

let held: HTMLElement | null = null;
let holding = false;

function isModified(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/** A submit button of a form that has an address the browser can open by itself. */
function submitsOnItsOwn(control: Element): boolean {
  if (!(control instanceof HTMLButtonElement) || control.type !== 'submit') return false;
  return Boolean(control.form?.hasAttribute('action'));
}

function holdTap(event: MouseEvent) {
  if (!holding || event.defaultPrevented || isModified(event)) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root') || target.closest('a[href]')) return;
  const control = target.closest<HTMLElement>(NEEDS_THE_APP);
  if (!control || submitsOnItsOwn(control)) return;
  event.preventDefault();
  event.stopPropagation();
  held?.removeAttribute(WAITING);
  held = control;
  control.setAttribute(WAITING, '');
}

/** Enter in a field of a form with no submit button sends the form without a click. */
function holdSubmit(event: SubmitEvent) {
  if (!holding || event.defaultPrevented) return;
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form?.closest('#root') || form.hasAttribute('action')) return;
  event.preventDefault();
  event.stopPropagation();
  held?.removeAttribute(WAITING);
  held = form;
  form.setAttribute(WAITING, '');
}

/** From src/main.tsx, as soon as the page's one static script runs. */
export function holdEarlyTaps(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', holdTap, true);
  document.addEventListener('submit', holdSubmit, true);
}

/**
 * From src/app/start.tsx, once React has taken the page over: stops holding taps and clicks the
 * held control again (or sends the held form), if it is still on the page.
 */
export function releaseEarlyTaps(): void {
  holding = false;
  document.removeEventListener('click', holdTap, true);
  document.removeEventListener('submit', holdSubmit, true);
  const element = held;
  held = null;
  if (!element?.isConnected) return;
  element.removeAttribute(WAITING);
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else element.click();
}
