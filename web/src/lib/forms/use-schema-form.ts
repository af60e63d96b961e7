import { VisuallyHidden } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { createElement, useId, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { notice, type Notice, type NoticeTone } from '../notice';

// The web app's one form layer: a @mantine/form form driven by a zod schema from shared/ (or a
// form schema built on one). Validation runs on submit; every failing field gets its message
// (Mantine's inputs then carry aria-invalid and the message through aria-describedby), the
// first failing field in the form's order takes the focus, and the form's alert (FormAlert, which
// every form on this layer shows) gives its message under the spec's title.
//
// One message is shown once: a field whose message
// is the alert's is marked invalid and keeps the message for screen readers only (visually hidden,
// still read through aria-describedby when the field has the focus); a field with another message
// shows it under the field as usual.

/** Any zod schema over an object of field values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's useForm takes values as Record<string, any>; a form's input type declared as an interface (BusinessInfoInputs) has no index signature, so Record<string, unknown> refuses it.
export type FormSchema = z.ZodType<unknown, Record<string, any>>;

/** The alert for a failed check: the spec's title (and a tone) for a message, by message text. */
export type AlertTitles = Readonly<Record<string, string | { title?: string; tone: NoticeTone }>>;

export interface SchemaFormOptions<S extends FormSchema> {
  schema: S;
  initialValues: z.input<S>;
  titles?: AlertTitles;
  /** Tone of the alert for a failed check when `titles` gives none. */
  tone?: NoticeTone;
  /**
   * Where a failed check's message is shown: the form's alert (the spec's titled alerts; the field
   * keeps a copy for screen readers only), or under the field alone, for the product's short forms
   * with no alert of the spec (one box: a reply, a subscription, a period). The form's alert then
   * shows only what the server answers. Either way the message is on the page once.
   */
  checksIn?: 'alert' | 'field';
}

export interface SchemaForm<S extends FormSchema> {
  /** The Mantine form: `form.getInputProps('field')` on each input. */
  form: UseFormReturnType<z.input<S>, z.output<S>>;
  /** What the form's alert shows: the first failing check, or what the submit handler set. */
  alert: Notice | null;
  setAlert: (alert: Notice | null) => void;
  /**
   * `onSubmit` for the form element: validates, and on success calls `handler` with the values
   * the schema parsed (trimmed, converted), never the raw inputs.
   */
  handleSubmit: (
    handler: (values: z.output<S>) => void | Promise<void>,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

/** Of the failing fields, the one that comes first on the page (fields without an input last). */
export function firstInFormOrder(
  paths: readonly string[],
  nodeOf: (path: string) => HTMLElement | null,
): string | undefined {
  const placed = paths.map((path, i) => ({ path, i, node: nodeOf(path) }));
  placed.sort((a, b) => {
    if (a.node && b.node && a.node !== b.node)
      return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    if (a.node && !b.node) return -1;
    if (b.node && !a.node) return 1;
    return a.i - b.i;
  });
  return placed[0]?.path;
}

export function useSchemaForm<S extends FormSchema>({
  schema,
  initialValues,
  titles = {},
  tone = 'warning',
  checksIn = 'alert',
}: SchemaFormOptions<S>): SchemaForm<S> {
  // A name per form: two forms on one page (the csignuplogin page's login and the login modal)
  // keep apart when the first failing input is looked up.
  const name = `form-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [alert, setAlert] = useState<Notice | null>(null);
  // Read while the inputs render, after the render that set it.
  const shownInAlert = useRef<string | undefined>(undefined);
  shownInAlert.current = alert?.message;
  const form = useForm<z.input<S>, z.output<S>>({
    name,
    mode: 'controlled',
    initialValues,
    // Mantine's Standard Schema resolver keeps the first message of each field, in the order the
    // schema checks them (resolvers that sort issues by path would lose that order).
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values) as z.output<S>,
    // Mantine's PasswordInput (9.7) marks its inner input data-invalid only; say it to assistive
    // technology on every input alike.
    enhanceGetInputProps: ({ inputProps }) => ({
      'aria-invalid': inputProps.error ? true : undefined,
      ...(typeof inputProps.error === 'string' && inputProps.error === shownInAlert.current
        ? { error: createElement(VisuallyHidden, null, inputProps.error) }
        : {}),
    }),
  });

  const describe = (message: string): Notice => {
    const given = titles[message];
    if (typeof given === 'string') return notice(message, given, tone);
    return notice(message, given?.title, given?.tone ?? tone);
  };

  const onInvalid = (errors: FormErrors) => {
    const first = firstInFormOrder(Object.keys(errors), (path) => form.getInputNode(path));
    if (first === undefined) return;
    setAlert(checksIn === 'alert' ? describe(String(errors[first])) : null);
    form.getInputNode(first)?.focus();
  };

  const handleSubmit: SchemaForm<S>['handleSubmit'] = (handler) =>
    form.onSubmit((values) => {
      setAlert(null);
      return handler(values);
    }, onInvalid);

  return { form, alert, setAlert, handleSubmit };
}
