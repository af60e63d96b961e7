import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredForm, formLoader, type HandoffProps } from '#web/components/deferred-form.js';

// The stand-in hands over to the real form when its module arrives, but never while the mouse is
// down on it: a submit button replaced between mouse down and up gets no click, and the member's
// press would do nothing.

function RealForm({ initialText, submitNow, takeFocus }: HandoffProps) {
  return (
    <form aria-label="Real" data-submitted={String(submitNow)} data-focus={String(takeFocus)}>
      <input aria-label="Text" defaultValue={initialText} />
    </form>
  );
}

function setup() {
  let arrive!: (m: { default: ComponentType<HandoffProps> }) => void;
  const loader = formLoader<HandoffProps>(() => new Promise((resolve) => (arrive = resolve)));
  render(
    <DeferredForm
      loader={loader}
      formProps={{}}
      standIn={({ input, form }) => (
        <form aria-label="Stand-in" {...form}>
          <input aria-label="Text" {...input} />
          <button type="submit">Go</button>
        </form>
      )}
    />,
  );
  const load = async () => {
    await act(async () => arrive({ default: RealForm }));
  };
  return { load };
}

describe('the deferred form handoff', () => {
  it('swaps to the real form as soon as it arrives, with what was typed', async () => {
    const { load } = setup();
    fireEvent.focus(screen.getByLabelText('Text'));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'tacos' } });
    await load();
    const real = await screen.findByRole('form', { name: 'Real' });
    expect(real.getAttribute('data-submitted')).toBe('false');
    expect(real.getAttribute('data-focus')).toBe('true');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('tacos');
  });

  it('leaves the focus where it went when the box lost it before the form arrived', async () => {
    const { load } = setup();
    fireEvent.focus(screen.getByLabelText('Text'));
    fireEvent.blur(screen.getByLabelText('Text'));
    await load();
    expect((await screen.findByRole('form', { name: 'Real' })).getAttribute('data-focus')).toBe('false');
  });

  it('waits while the submit button is pressed, so the press still submits', async () => {
    const { load } = setup();
    fireEvent.focus(screen.getByLabelText('Text'));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'tacos' } });
    const go = screen.getByRole('button', { name: 'Go' });
    fireEvent.mouseDown(go);
    await load();
    // Arrived during the press: the button under the mouse stays.
    expect(screen.getByRole('form', { name: 'Stand-in' })).toBeTruthy();
    expect(go.isConnected).toBe(true);

    fireEvent.mouseUp(go);
    fireEvent.click(go);
    const real = await screen.findByRole('form', { name: 'Real' });
    expect(real.getAttribute('data-submitted')).toBe('true');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('tacos');
  });

  it('swaps after a press that ends in a drag, without a mouseup', async () => {
    const { load } = setup();
    const text = screen.getByLabelText('Text');
    fireEvent.focus(text);
    fireEvent.mouseDown(text);
    await load();
    expect(screen.getByRole('form', { name: 'Stand-in' })).toBeTruthy();
    fireEvent(window, new Event('dragend'));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Real' }).getAttribute('data-submitted')).toBe('false'),
    );
  });
});
