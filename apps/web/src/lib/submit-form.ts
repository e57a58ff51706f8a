/**
 * Submitting a react-hook-form form through its contracts schema (PRODUCT.md §5). A form shows ONE
 * message, the first broken rule (the schema's first issue), in its live region; fields carry no
 * error of their own, and nothing moves the focus.
 *
 * Why not `handleSubmit` with `zodResolver`: react-hook-form runs the resolver a microtask after the
 * submit event and flags the form as submitting first, so the message would land after the event's
 * render (and the unit tests, which read it right after the click, would not see it). The schema is
 * parsed here, in the event, against the form's current values.
 */
import type { FormEvent } from 'react';
import type { z } from 'zod';

export function submitHandler<Values, Output>(
  schema: z.ZodType<Output, Values>,
  /** The form's values as the schema reads them (usually `form.getValues`). */
  values: () => Values,
  handlers: { valid: (data: Output) => void; invalid: (message: string) => void },
): (event: FormEvent<HTMLFormElement>) => void {
  return function submit(event) {
    event.preventDefault();
    const parsed = schema.safeParse(values());
    if (parsed.success) {
      handlers.valid(parsed.data);
      return;
    }
    // A failed parse has at least one issue; the fallback only satisfies the type.
    handlers.invalid(parsed.error.issues[0]?.message ?? '');
  };
}
