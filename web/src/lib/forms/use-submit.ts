import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type * as z from 'zod';
import { errorMessage } from '../api-client';
import { notice, type NoticeTone } from '../notice';
import type { FormSchema, SchemaForm } from './use-schema-form';

// The one submit path of every form: the call with the parsed values, the pending state for the
// button, the server's message in the form's alert when the call is refused, and an optional
// success notification.

export interface SuccessNote {
  title: string;
  message: string;
  /** Milliseconds, or false to stay until closed (a message the member must act on). */
  autoClose?: number | false;
}

export interface SubmitOptions<S extends FormSchema, R> {
  /** The call, made with the values the schema parsed (usually a mutation's mutateAsync). */
  action: (values: z.output<S>) => Promise<R>;
  /** The form's alert for a refused call: the server's message under the spec's title. */
  failure?: { title?: string; tone?: NoticeTone };
  /** A notification once the call succeeded (the success message of the call, if it has one). */
  notify?: (result: R, values: z.output<S>) => SuccessNote | null;
  /** Then: sign in, close, go on. Its own failures show like the call's. */
  onSuccess?: (result: R, values: z.output<S>) => void | Promise<void>;
}

export function useSubmit<S extends FormSchema, R>(
  { form, handleSubmit, setAlert }: SchemaForm<S>,
  options: SubmitOptions<S, R>,
) {
  // Enter in a field while a call is under way must not send it twice.
  const busy = useRef(false);
  const refused = (error: unknown) =>
    setAlert(notice(errorMessage(error), options.failure?.title, options.failure?.tone ?? 'error'));

  const onSubmit = handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await options.action(values);
      const note = options.notify?.(result, values);
      if (note) notifications.show({ color: 'green', ...note });
      await options.onSuccess?.(result, values);
    } catch (error) {
      // Never rethrown: the form's submitting state ends with this promise.
      refused(error);
    } finally {
      busy.current = false;
    }
  });

  return { onSubmit, pending: form.submitting };
}
