import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The setup's shims (docs/adr/0086) answer as jsdom does, and see a change made just before the
// question: a query that found a field by a label it no longer has, or missed an element a class
// just hid, would let a broken page pass.

// The setup's afterEach loads the modal store and Mantine's notifications, which nothing else in
// this file loads: on 2 busy cores that first load can pass the hook's 10 s, so it comes first.
beforeAll(async () => {
  await import('#web/lib/modal-store.js');
  await import('@mantine/notifications');
}, 60_000);

type Getter = (this: Element) => unknown;
const jsdomControl = (label: HTMLLabelElement) =>
  (HTMLLabelElement.prototype as { jsdomControl?: Getter }).jsdomControl?.call(label);
const jsdomLabels = (el: Element) => {
  const get = (Object.getPrototypeOf(el) as { jsdomLabels?: Getter }).jsdomLabels;
  const labels = get?.call(el) as NodeListOf<HTMLLabelElement> | null | undefined;
  return labels ? Array.from(labels) : labels;
};

function expectSameAsJsdom() {
  for (const label of Array.from(document.querySelectorAll('label'))) expect(label.control).toBe(jsdomControl(label));
  for (const field of Array.from(document.querySelectorAll('input, select, textarea, button'))) {
    const ours = (field as HTMLInputElement).labels;
    expect(ours ? Array.from(ours) : ours, field.id).toEqual(jsdomLabels(field));
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
});

describe('labels', () => {
  it('finds the same labels and controls as jsdom, before and right after changes', () => {
    document.body.innerHTML = `
      <label for="a">Name</label><input id="a">
      <label>Wrapped <input id="b"></label>
      <label for="c">Hidden</label><input id="c" type="hidden">
      <label for="a">Name again</label>
      <label for="missing">Nothing</label>
      <label for="d">Not a field</label><div id="d"></div>
      <select id="e"></select><label for="e">Choice</label>
      <textarea id="f"></textarea><button id="g">Go</button>`;
    expectSameAsJsdom();
    expect(screen.getByLabelText('Name again').id).toBe('a');

    // Each change asked about at once, before any observer callback could run.
    document.querySelector('label[for="missing"]')?.setAttribute('for', 'f');
    expect(screen.getByLabelText('Nothing').id).toBe('f');
    document.getElementById('c')?.setAttribute('type', 'text');
    expect(screen.getByLabelText('Hidden').id).toBe('c');
    document.getElementById('a')?.setAttribute('id', 'z');
    expect(screen.queryByLabelText('Name')).toBeNull();
    document.querySelector('label[for="e"]')?.remove();
    expect(screen.queryByLabelText('Choice')).toBeNull();
    expectSameAsJsdom();
  });
});

describe('computed styles', () => {
  it('sees a class, a style sheet and an attribute change made just before the question', () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = '.gone { display: none }';
    document.head.append(style);
    document.body.innerHTML = '<div id="box"><button>Save</button></div>';
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();

    document.getElementById('box')?.classList.add('gone');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    style.textContent = '.gone { color: red }';
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    document.getElementById('box')?.setAttribute('style', 'visibility: hidden');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('a failed query in a wait', () => {
  it('still prints the page when the wait times out', async () => {
    document.body.innerHTML = '<p>Only this</p>';
    const error = await waitFor(() => screen.getByText('Never there'), { timeout: 100 }).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('Unable to find an element with the text: Never there');
    expect(String((error as Error).message)).toContain('Only this');
  });
});
