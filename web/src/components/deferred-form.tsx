import { useRef, useState, type ChangeEvent, type ComponentType, type FormEvent, type ReactNode } from 'react';

// A form on the form layer (zod and @mantine/form) would add to a page's first JavaScript. Until
// someone uses it, a plain stand-in of the same look is rendered; its first focus (or a submit)
// loads the real form. The swap cannot lose a keystroke: the stand-in's text lives here, the form
// is only rendered once its module is loaded (no Suspense fallback in between), it takes the focus
// in the same commit, a submit made on the stand-in runs as soon as the form is there, and a
// button is never swapped while it is being pressed (useHandoff).

/** What the real form is handed when it replaces the stand-in. */
export interface HandoffProps {
  initialText?: string;
  submitNow?: boolean;
  takeFocus?: boolean;
}

export interface FormLoader<P> {
  /** The form once loaded (then later mounts render it at once, without a stand-in). */
  loaded: () => ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
}

/** Loads the form's module once, however many boxes ask; the import() stays in the caller's file. */
export function formLoader<P>(importForm: () => Promise<{ default: ComponentType<P> }>): FormLoader<P> {
  let form: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    loaded: () => form,
    // A failed load (offline, its chunk not on the phone) is forgotten, so the next focus tries again.
    load: () =>
      (loading ??= importForm().then(
        (m) => (form = m.default),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The stand-in's side of the swap: `Form` once the real form has taken over, `start` to load it
 * (on the first focus or a submit), and the stand-in form's onMouseDown. The swap never happens
 * while a mouse button (or a tap's emulated mouse) is down on the stand-in: a button replaced
 * between mouse down and up gets no click, so the press's submit would be lost (the first press
 * often both loads the form and submits). A form arriving during a press takes over after the
 * release, once the click and its submit, which the browser dispatches in the release's task, ran.
 */
export function useHandoff<P>(loader: FormLoader<P>) {
  const [Form, setForm] = useState<ComponentType<P> | undefined>(() => loader.loaded());
  const press = useRef<{ down: boolean; arrived?: ComponentType<P> }>({ down: false });
  const swap = (form: ComponentType<P>) => {
    if (press.current.down) press.current.arrived = form;
    else setForm(() => form);
  };
  // Offline without the form's chunk the stand-in stays; its next focus or submit loads again.
  const start = () => void loader.load().then(swap, () => undefined);
  const onMouseDown = () => {
    const p = press.current;
    p.down = true;
    // A drag (of selected text) ends without a mouseup; so may a press when the window loses focus.
    const release = () => {
      window.removeEventListener('mouseup', release, true);
      window.removeEventListener('dragend', release, true);
      window.removeEventListener('blur', release);
      p.down = false;
      const form = p.arrived;
      p.arrived = undefined;
      if (form) setTimeout(() => swap(form));
    };
    window.addEventListener('mouseup', release, true);
    window.addEventListener('dragend', release, true);
    // Not captured: the window's own blur, not every element's.
    window.addEventListener('blur', release);
  };
  return { Form, start, onMouseDown };
}

/** The stand-in's wiring: the props of its one text input and of its form element. */
export interface StandIn {
  input: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; onMouseDown: () => void };
}

/** Renders `standIn` until the form is wanted and loaded, then the form with `formProps` and the handoff. */
export function DeferredForm<P extends HandoffProps>({
  loader,
  formProps,
  standIn,
}: {
  loader: FormLoader<P>;
  formProps: Omit<P, keyof HandoffProps>;
  standIn: (wiring: StandIn) => ReactNode;
}) {
  const { Form, start, onMouseDown } = useHandoff(loader);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // Kept by focus events, so the form takes the focus only if the box has it when the form mounts.
  const hasFocus = useRef(false);

  if (Form) {
    const props = { ...formProps, initialText: text, submitNow: submitted, takeFocus: hasFocus.current } as P;
    return <Form {...props} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    start();
  };
  const onFocus = () => {
    hasFocus.current = true;
    start();
  };
  const onBlur = () => {
    hasFocus.current = false;
  };
  return standIn({
    input: { value: text, onChange: (event) => setText(event.currentTarget.value), onFocus, onBlur },
    form: { onSubmit, onMouseDown },
  });
}
