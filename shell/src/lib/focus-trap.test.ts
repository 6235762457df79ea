import { tabbableElements, topDialog, trapTab } from './focus-trap';
import { focusedOpener, restoreFocus } from './modal-focus';

function dialog(html: string): HTMLElement {
  document.body.innerHTML = `<button id="opener">Přihlásit se</button><div role="dialog" aria-modal="true" tabindex="-1">${html}</div>`;
  return document.querySelector('[role="dialog"]') as HTMLElement;
}

function tab(shiftKey = false): KeyboardEvent {
  return new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
}

describe('focus trap', () => {
  it('lists what Tab reaches: enabled controls, not the hidden ones, one radio of a named group', () => {
    const root = dialog(`
      <button>A</button><button disabled>B</button><input type="hidden" /><input id="e" />
      <input type="radio" name="g" value="1" /><input type="radio" name="g" value="2" checked />
      <div hidden><button>C</button></div><span tabindex="-1">D</span><a href="/x">E</a>`);
    const names = tabbableElements(root).map((e) => e.textContent || e.id || (e as HTMLInputElement).value);
    expect(names).toEqual(['A', 'e', '2', 'E']);
  });

  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    const root = dialog('<button id="first">A</button><input id="middle" /><button id="last">B</button>');
    const first = document.getElementById('first') as HTMLElement;
    const last = document.getElementById('last') as HTMLElement;

    last.focus();
    const forward = tab();
    expect(trapTab(forward, root)).toBe(true);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);

    const back = tab(true);
    expect(trapTab(back, root)).toBe(true);
    expect(document.activeElement).toBe(last);

    // In the middle the browser moves focus itself.
    (document.getElementById('middle') as HTMLElement).focus();
    const middle = tab();
    expect(trapTab(middle, root)).toBe(false);
    expect(middle.defaultPrevented).toBe(false);
  });

  it('brings focus that escaped the dialog back into it', () => {
    const root = dialog('<button id="first">A</button><button id="last">B</button>');
    (document.getElementById('opener') as HTMLElement).focus();
    expect(trapTab(tab(), root)).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    (document.getElementById('opener') as HTMLElement).focus();
    expect(trapTab(tab(true), root)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('finds the top dialog and remembers and restores the opener', () => {
    const root = dialog('<button id="inside">A</button>');
    expect(topDialog()).toBe(root);
    const opener = document.getElementById('opener') as HTMLElement;
    opener.focus();
    expect(focusedOpener()).toBe(opener);
    (document.getElementById('inside') as HTMLElement).focus();
    // Focus inside a dialog: a nested modal keeps the first opener.
    expect(focusedOpener()).toBeNull();
    root.remove();
    expect(document.activeElement).toBe(document.body);
    restoreFocus(opener);
    expect(document.activeElement).toBe(opener);
  });
});
