// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { currentOpener, returnFocusAfterDialog, trackDialogOpeners } from './dialogOpener.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <main><h1>Môj účet</h1><button id="opener">Overiť telefón</button></main>
    <div role="dialog"><input id="code" /></div>`;
  return {
    opener: document.getElementById('opener') as HTMLButtonElement,
    code: document.getElementById('code') as HTMLInputElement,
    heading: document.querySelector('h1') as HTMLElement,
  };
}

describe('focus after a dialog', () => {
  it('remembers the opener even when it was disabled while its request ran', () => {
    trackDialogOpeners();
    const { opener, code } = page();
    opener.focus();
    opener.disabled = true;
    code.focus();
    expect(currentOpener()).toBe(opener);
    code.remove();
    opener.disabled = false;
    returnFocusAfterDialog(currentOpener());
    expect(document.activeElement).toBe(opener);
  });

  it("goes to the page's heading when the opener is gone", () => {
    const { opener, heading } = page();
    opener.remove();
    returnFocusAfterDialog(opener);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves a focus another dialog took', () => {
    const { opener, code } = page();
    code.focus();
    returnFocusAfterDialog(opener);
    expect(document.activeElement).toBe(code);
  });
});
