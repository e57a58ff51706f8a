/**
 * The one way a form of the app works (PRODUCT.md §5, CONTRIBUTING "Forms"): its values are checked
 * against the contracts' schema when it is sent, and every wrong field shows its first message next to
 * it, all at once, with the focus on the first of them; editing a field clears its message. Once a
 * submit was refused, every change checks the whole form again (issue 33): another field's message that
 * no longer holds goes ("mixed stores" under product 2 once product 1 moved to its store), one that
 * still holds is kept as it now reads; the focus stays where the user is. The server's field errors
 * (400 VALIDATION_ERROR, `errors` by field) are shown the same way and go when their field changes. A refusal
 * that is no field's (a wrong password, a network error) is the form's own message (FormMessage).
 *
 * Messages are kept as the contracts' texts and translated where they are shown (FormField).
 * Values are the form's state (controlled inputs): `input(name)` binds a text input or a textarea,
 * `set(name, value)` anything else, `describe(name)` gives any control its id and ARIA wiring.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The first message of each field a schema refused, by the field (the issue path's first key). */
export function firstErrorPerField<Values>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Values>;
}

export interface SchemaForm<Values, Output> {
  values: Values;
  errors: FieldErrors<Values>;
  /** Sets a field (and clears its message). */
  set<K extends keyof Values & string>(field: K, value: Values[K]): void;
  /** Sets several fields at once (their messages cleared). */
  patch(change: Partial<Values>): void;
  /** Shows these messages by field, replacing the shown ones; the focus goes to the first. */
  showErrors(errors: FieldErrors<Values>): void;
  /**
   * Shows a refused call's field errors (VALIDATION_ERROR), those of this form's fields: true when
   * it had any, false when the refusal is no field's (the caller shows it as the form's message).
   */
  showServerErrors(error: unknown): boolean;
  /** Back to `next` (or the first values), no message shown. */
  reset(next?: Values): void;
  /**
   * The submit handler: `onValid` with the schema's output, or every field's message. `onAttempt`
   * runs first on every attempt, valid or not: where a form drops its last answer's message.
   */
  handleSubmit(
    onValid: (output: Output) => void,
    onAttempt?: () => void,
  ): (event: FormEvent<HTMLFormElement>) => void;
  /** A field's element id. */
  idOf(field: keyof Values & string): string;
  /** A control's id and its ARIA state: invalid, described by its message, else by its hint. */
  describe(
    field: keyof Values & string,
    options?: { hint?: boolean; also?: string },
  ): { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** A text input's or textarea's props: `describe`'s, its value and its change handler. */
  input(
    field: keyof Values & string,
    options?: { hint?: boolean; also?: string },
  ): ReturnType<SchemaForm<Values, Output>['describe']> & {
    name: string;
    value: string;
    onChange(event: { target: { value: string } }): void;
  };
}

export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  /** The contracts' schema of the form; it may read fewer fields than the form holds. */
  schema: z.ZodType<Output>,
  initial: Values | (() => Values),
  {
    id: idPrefix,
    /** What the schema reads on submit: the values with what the form knows beside them. */
    prepare = (values) => values,
  }: { id?: string; prepare?: (values: Values) => Values } = {},
): SchemaForm<Values, Output> {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const first = useRef(initial);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  /** Set when messages were just shown: the focus goes to the first wrong field once they render. */
  const focusFirst = useRef(false);
  /** The values as of the last change (a second change in one event sees the first). */
  const latest = useRef(values);
  latest.current = values;
  /** Set once a submit was refused by the schema: from then on every change checks the form again. */
  const live = useRef(false);
  /** The fields whose shown message is the schema's (the others' are the server's). */
  const schemaFields = useRef(new Set<string>());

  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    // In the order the fields are on the page: the first id of a shown message that is in the page.
    const shown = Object.keys(errors)
      .filter((field) => errors[field as keyof Values & string])
      .map((field) => document.getElementById(`${prefix}-${field}`))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    shown[0]?.focus();
  }, [errors, prefix]);

  const clear = useCallback((fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => current[field as keyof Values & string])) return current;
      const next = { ...current };
      for (const field of fields) delete next[field as keyof Values & string];
      return next;
    });
  }, []);

  // Read through a ref: `set` and `patch` keep one identity across renders (effects depend on them).
  const checker = useRef({ schema, prepare });
  checker.current = { schema, prepare };
  const schemaErrors = useCallback((checked: Values) => {
    const parsed = checker.current.schema.safeParse(checker.current.prepare(checked));
    return parsed.success ? {} : firstErrorPerField<Values>(parsed.error.issues);
  }, []);

  const change = useCallback(
    (changed: Partial<Values>) => {
      const next = { ...latest.current, ...changed };
      latest.current = next;
      setValues(next);
      if (!live.current) return clear(Object.keys(changed));
      // Checked again. The edited field's message goes (PRODUCT.md §5); another field's message from the
      // schema is replaced by what holds now, or goes when nothing does; the server's stay until their
      // field changes. No message appears on a field that showed none: the next submit says those.
      const fresh = schemaErrors(next) as Record<string, string | undefined>;
      setErrors((current) => {
        const shown: Record<string, string> = {};
        const fromSchema = new Set<string>();
        for (const [field, message] of Object.entries(current)) {
          if (!message || field in changed) continue;
          if (!schemaFields.current.has(field)) shown[field] = message;
          else if (fresh[field]) {
            shown[field] = fresh[field];
            fromSchema.add(field);
          }
        }
        schemaFields.current = fromSchema;
        return shown as FieldErrors<Values>;
      });
    },
    [clear, schemaErrors],
  );

  const set = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) =>
      change({ [field]: value } as unknown as Partial<Values>),
    [change],
  );

  const patch = useCallback((changed: Partial<Values>) => change(changed), [change]);

  const showErrors = useCallback((shown: FieldErrors<Values>) => {
    focusFirst.current = Object.values(shown).some(Boolean);
    schemaFields.current = new Set();
    setErrors(shown);
  }, []);

  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const byField: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.body?.errors ?? {}))
      if (field in values && messages[0]) byField[field] = messages[0];
    if (Object.keys(byField).length === 0) return false;
    showErrors(byField as FieldErrors<Values>);
    return true;
  };

  const reset = (next?: Values) => {
    const start = first.current;
    const values = next ?? (typeof start === 'function' ? (start as () => Values)() : start);
    latest.current = values;
    live.current = false;
    schemaFields.current = new Set();
    setValues(values);
    setErrors({});
  };

  const handleSubmit =
    (onValid: (output: Output) => void, onAttempt?: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onAttempt?.();
      const parsed = schema.safeParse(prepare(values));
      if (parsed.success) {
        live.current = false;
        setErrors({});
        onValid(parsed.data);
        return;
      }
      const shown = firstErrorPerField<Values>(parsed.error.issues);
      showErrors(shown);
      live.current = true;
      schemaFields.current = new Set(Object.keys(shown));
    };

  const idOf = (field: keyof Values & string) => `${prefix}-${field}`;

  const describe: SchemaForm<Values, Output>['describe'] = (field, { hint = false, also } = {}) => {
    const message = errors[field] ? `${idOf(field)}-error` : hint ? `${idOf(field)}-hint` : undefined;
    const describedBy = [message, also].filter(Boolean).join(' ');
    return {
      id: idOf(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const input: SchemaForm<Values, Output>['input'] = (field, options) => ({
    ...describe(field, options),
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event) => set(field, event.target.value as Values[typeof field]),
  });

  return {
    values,
    errors,
    set,
    patch,
    showErrors,
    showServerErrors,
    reset,
    handleSubmit,
    idOf,
    describe,
    input,
  };
}
