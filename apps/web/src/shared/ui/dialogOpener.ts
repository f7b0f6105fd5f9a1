/**
 * Where a dialog gives the focus back. Bootstrap's modal returns it to what had the focus when it opened, but
 * an opener that was disabled while its request ran (the phone-code link) had already lost it to <body>, and
 * an opener may be gone when the dialog closes (the warning whose link opened it is answered). So the shop
 * remembers the last element focused outside any dialog, and falls back to the page's heading.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

const inDialog = (element: Element) => element.closest('[role="dialog"], .modal') !== null;

/** Starts remembering the focus (once per page; every dialog calls it). */
export function trackDialogOpeners() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !inDialog(target)) lastFocused = target;
  });
}

/** The element that had the focus before a dialog opened. */
export const currentOpener = () => lastFocused;

/** After a dialog closed: a focus left on <body> goes to its opener, or to the page's heading when it is gone. */
export function returnFocusAfterDialog(opener: HTMLElement | null) {
  const active = document.activeElement;
  // Focus somewhere real (another dialog that opened meanwhile included) stays where it is.
  if (active && active !== document.body && active.isConnected) return;
  // A hidden or disabled opener refuses the focus; then the heading takes it.
  if (opener?.isConnected) opener.focus();
  if (opener && document.activeElement === opener) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
