/**
 * The app's one form pattern (schema-form.ts, PRODUCT.md §5): every wrong field's message next to it
 * at once, the focus on the first, a field's message cleared when it is edited, the server's field
 * errors shown the same way.
 */
import { ErrorCode } from '@aa/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from '../components/ui/form-field.tsx';
import { ApiError } from './api-client.ts';
import { type SchemaForm, useSchemaForm } from './schema-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  email: z.email({ error: 'Email is not valid' }),
});
type Values = { name: string; email: string };

let form: SchemaForm<Values, z.infer<typeof schema>>;

function TestForm({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  form = useSchemaForm(schema, { name: '', email: '' }, { id: 'test' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField id={form.idOf('name')} label="Name" error={form.errors.name}>
        <input {...form.input('name')} />
      </FormField>
      <FormField id={form.idOf('email')} label="Email" error={form.errors.email} hint="Where we write">
        <input {...form.input('email', { hint: true })} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('a form of the app', () => {
  it("shows every wrong field's message next to it at once, and focuses the first", () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    fireEvent.change(field('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required').id).toBe('test-name-error');
    expect(screen.getByText('Email is not valid').id).toBe('test-email-error');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').getAttribute('aria-describedby')).toBe('test-name-error');
    // The hint gives way to the message while there is one.
    expect(field('Email').getAttribute('aria-describedby')).toBe('test-email-error');
    expect(screen.queryByText('Where we write')).toBeNull();
    expect(document.activeElement).toBe(field('Name'));
  });

  it("clears only the edited field's message", () => {
    render(<TestForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });

    expect(screen.queryByText('Name is required')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Email is not valid')).toBeTruthy();
  });

  it("sends the schema's output once every field is right", () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    fireEvent.change(field('Name'), { target: { value: '  Ada ' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });

  it("shows the server's field errors by field, and leaves a refusal that is no field's to the form", () => {
    render(<TestForm onValid={vi.fn()} />);
    const refused = new ApiError(400, 'Validation failed', ErrorCode.VALIDATION_ERROR, {
      errors: { email: ['This address is taken', 'second'], other: ['not a field of this form'] },
    });
    let shown = false;
    act(() => {
      shown = form.showServerErrors(refused);
    });
    expect(shown).toBe(true);
    expect(screen.getByText('This address is taken').id).toBe('test-email-error');
    expect(screen.queryByText('not a field of this form')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));

    let other = true;
    act(() => {
      other = form.showServerErrors(new ApiError(401, 'Invalid credentials'));
    });
    expect(other).toBe(false);

    act(() => form.reset());
    expect(screen.queryByText('This address is taken')).toBeNull();
  });
});

const pairSchema = z
  .object({
    first: z.string().min(1, { error: 'First is required' }),
    second: z.string().min(1, { error: 'Second is required' }),
  })
  .refine((pair) => pair.first.slice(0, 2) === pair.second.slice(0, 2), {
    error: 'Both from one store',
    path: ['second'],
  });
type Pair = { first: string; second: string };
let pairForm: SchemaForm<Pair, z.infer<typeof pairSchema>>;

function PairForm() {
  pairForm = useSchemaForm(pairSchema, { first: '', second: '' }, { id: 'pair' });
  return (
    <form noValidate onSubmit={pairForm.handleSubmit(vi.fn())}>
      <FormField id={pairForm.idOf('first')} label="First" error={pairForm.errors.first}>
        <input {...pairForm.input('first')} />
      </FormField>
      <FormField id={pairForm.idOf('second')} label="Second" error={pairForm.errors.second}>
        <input {...pairForm.input('second')} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a refused form checked again as it changes (issue 33)', () => {
  it("drops a message another field's change answered, and leaves the focus", () => {
    render(<PairForm />);
    fireEvent.change(field('First'), { target: { value: 'uk-1' } });
    fireEvent.change(field('Second'), { target: { value: 'fr-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Both from one store')).toBeTruthy();
    expect(document.activeElement).toBe(field('Second'));

    // The first link moves to the second's store: the second's message goes, though it was not edited.
    field('First').focus();
    fireEvent.change(field('First'), { target: { value: 'fr-1' } });
    expect(screen.queryByText('Both from one store')).toBeNull();
    expect(document.activeElement).toBe(field('First'));

    // Editing a field never shows a message on a field that had none: the next submit says it.
    fireEvent.change(field('First'), { target: { value: '' } });
    expect(screen.queryByText('First is required')).toBeNull();
    expect(screen.queryByText('Both from one store')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('First is required')).toBeTruthy();
    expect(screen.getByText('Both from one store')).toBeTruthy();
  });

  it("keeps another field's message that still holds, as it now reads", () => {
    render(<PairForm />);
    fireEvent.change(field('First'), { target: { value: 'uk-1' } });
    fireEvent.change(field('Second'), { target: { value: 'fr-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(field('First'), { target: { value: 'de-1' } });
    expect(screen.getByText('Both from one store')).toBeTruthy();
  });

  it("keeps the server's message on an unchanged field, and none before the first refused submit", () => {
    render(<PairForm />);
    fireEvent.change(field('First'), { target: { value: 'uk-1' } });
    // Nothing was sent yet: no message for the empty second field.
    expect(screen.queryByText('Second is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Second is required')).toBeTruthy();
    fireEvent.change(field('Second'), { target: { value: 'uk-2' } });
    expect(screen.queryByText('Second is required')).toBeNull();

    act(() => {
      pairForm.showServerErrors(
        new ApiError(400, 'Validation failed', ErrorCode.VALIDATION_ERROR, {
          errors: { first: ['This page is gone'] },
        }),
      );
    });
    fireEvent.change(field('Second'), { target: { value: 'uk-3' } });
    expect(screen.getByText('This page is gone')).toBeTruthy();
    fireEvent.change(field('First'), { target: { value: 'uk-4' } });
    expect(screen.queryByText('This page is gone')).toBeNull();
  });
});
