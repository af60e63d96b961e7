import * as z from 'zod';

// Building blocks for form schemas made from the shared request schemas. The rules themselves
// (patterns, limits, messages) stay in shared/; these only add what a form has and a request
// has not: the spec's order across fields, confirmation fields, and empty inputs.

type Fields = Record<string, unknown>;

/**
 * The spec's "all fields are required" pass: each listed field, blank after trimming, fails with
 * its message (in this order); other fields pass untouched, values are not changed.
 */
export function filled(messages: Readonly<Record<string, string>>) {
  return z.looseObject(
    Object.fromEntries(
      Object.entries(messages).map(([field, message]) => [
        field,
        z.string({ error: message }).refine((v) => v.trim() !== '', message),
      ]),
    ),
  );
}

/** `confirmation` must repeat `field`; the message goes on the confirmation field. */
export function confirmed<S extends z.ZodType<Fields>>(
  schema: S,
  field: string,
  confirmation: string,
  message: string,
): S {
  return schema.refine((values) => values[field] === values[confirmation], { error: message, path: [confirmation] });
}

/**
 * `first`, then `schema` once `first` passes: how a form reports its checks in the spec's order
 * across fields (every required field before any format). Values and parsed values are `schema`'s.
 */
export function inOrder<S extends z.ZodType>(first: z.ZodType, schema: S): z.ZodType<z.output<S>, z.input<S>> {
  return (first as z.ZodType<unknown, unknown>).pipe(schema as z.ZodType<z.output<S>, unknown>) as unknown as z.ZodType<
    z.output<S>,
    z.input<S>
  >;
}

/** What an empty input means for a field: null or absent where the schema allows it, else ''. */
function emptyFor(field: z.ZodType, blank: string): unknown {
  if (field.safeParse(null).success) return null;
  if (field.safeParse(undefined).success) return undefined;
  return blank;
}

/**
 * An input holds '' when it is empty; the contract says null (or nothing) for an optional field.
 * Required fields keep their '' and so their "please enter" message.
 */
export function emptyAsAbsent<S extends z.ZodObject>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const convert = (values: unknown) => {
    if (!values || typeof values !== 'object') return values;
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' && value.trim() === '' && shape[key] ? emptyFor(shape[key], value) : value,
      ]),
    );
  };
  return z.preprocess(convert, schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
