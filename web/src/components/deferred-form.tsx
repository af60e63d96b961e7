import { useRef, useState, type ChangeEvent, type ComponentType, type FormEvent, type ReactNode, type RefObject } from 'react';

// A form on the form layer (zod and @mantine/form) would add to a page's first JavaScript. Until
// someone uses it, a plain stand-in of the same look is rendered; its first focus (or a submit)
// loads the real form. The swap cannot lose a keystroke: the stand-in's text lives here, the form
// is only rendered once its module is loaded (no Suspense fallback in between), it takes the focus
// in the same commit, and a submit made on the stand-in runs as soon as the form is there.

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
export function formLoader<P extends HandoffProps>(importForm: () => Promise<{ default: ComponentType<P> }>): FormLoader<P> {
  let form: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    loaded: () => form,
    load: () => (loading ??= importForm().then((m) => (form = m.default))),
  };
}

/** The stand-in's wiring: its one text input and its form. */
export interface StandIn {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
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
  const [Form, setForm] = useState<ComponentType<P> | undefined>(() => loader.loaded());
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);

  if (Form) {
    const props = { ...formProps, initialText: text, submitNow: submitted, takeFocus: hadFocus.current } as P;
    return <Form {...props} />;
  }

  const onFocus = () => {
    void loader.load().then((form) => {
      hadFocus.current = document.activeElement === inputRef.current;
      setForm(() => form);
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    onFocus();
  };
  return standIn({ inputRef, value: text, onChange: (event) => setText(event.currentTarget.value), onFocus, onSubmit });
}
