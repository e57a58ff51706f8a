/**
 * Issue 20: one Amazon tag per store in setup and Platform Configuration: the store picker (amazon.com
 * first, its example tag as placeholder), the tags listed by store, edited and removed one by one.
 * PRODUCT.md §5: the tag is required and said wrong next to it.
 */
import { type AmazonStoreTag, ErrorCode, Messages, type PlatformState } from '@aa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformState } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../setup-i18n.ts';
import { AmazonSetup } from './amazon-setup.tsx';

const amazonState = (tags: AmazonStoreTag[]): PlatformState => ({
  ...platformState(tags.length > 0),
  username: null,
  affiliateTag: tags[0]?.affiliateTag ?? null,
  tags,
});

/** Records the Amazon calls; every answer is a saved state. */
function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const saved = (init: RequestInit | undefined, method: string, path: string) => {
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { body: { success: true, message: 'ok', data: amazonState([]) } };
  };
  mockFetch({
    'POST /api/platforms/amazon': (init) => saved(init, 'POST', '/api/platforms/amazon'),
    'DELETE /api/platforms/amazon/amazon.fr': (init) =>
      saved(init, 'DELETE', '/api/platforms/amazon/amazon.fr'),
  });
  return calls;
}

function renderSetup(state: PlatformState) {
  renderAt(
    '/dashboard/platforms',
    <Route path="/dashboard/platforms" element={<AmazonSetup state={state} />} />,
  );
}

describe('the Amazon step', () => {
  it('asks for the tag of the store the user sells in, amazon.com unless another is picked', async () => {
    const calls = serve();
    renderSetup(amazonState([]));
    const store = (await screen.findByLabelText('Store')) as HTMLSelectElement;
    const tag = screen.getByLabelText('Affiliate tag') as HTMLInputElement;
    expect(store.value).toBe('amazon.com');
    expect(within(store).getByRole('option', { name: 'amazon.fr — France' })).toBeTruthy();
    expect(tag.placeholder).toBe('yourname-20');
    fireEvent.change(store, { target: { value: 'amazon.fr' } });
    expect(tag.placeholder).toBe('yourname-21');
    fireEvent.change(tag, { target: { value: 'ada-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save affiliate tag' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/platforms/amazon',
      body: { affiliateTag: 'ada-21', store: 'amazon.fr' },
    });
  });

  it("lists the tags by store, edits one store's tag and removes one after confirming", async () => {
    const calls = serve();
    renderSetup(
      amazonState([
        { store: 'amazon.com', affiliateTag: 'ada-20' },
        { store: 'amazon.fr', affiliateTag: 'ada-21' },
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Your saved tags' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('amazon.com — United States'),
      expect.stringContaining('amazon.fr — France'),
    ]);
    expect(within(list).getByText('ada-21')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the amazon.fr tag' }));
    expect((screen.getByLabelText('Store') as HTMLSelectElement).value).toBe('amazon.fr');
    const tag = screen.getByLabelText('Affiliate tag') as HTMLInputElement;
    expect(tag.value).toBe('ada-21');
    fireEvent.change(tag, { target: { value: 'ada-new-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save affiliate tag' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ affiliateTag: 'ada-new-21', store: 'amazon.fr' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the amazon.fr tag' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the amazon.fr tag?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/platforms/amazon/amazon.fr' });
  });

  it('says next to the tag that it is required, then that it is not a tracking ID, and sends nothing', () => {
    const calls = serve();
    renderSetup(amazonState([]));
    const tag = screen.getByLabelText('Affiliate tag') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save affiliate tag' });
    fireEvent.change(tag, { target: { value: '   ' } });
    fireEvent.click(save);
    expect(screen.getByText(Messages.amazonTagRequired).id).toBe(`${tag.id}-error`);
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(tag.getAttribute('aria-describedby')).toBe(`${tag.id}-error`);
    expect(document.activeElement).toBe(tag);

    fireEvent.change(tag, { target: { value: 'yourname' } });
    expect(screen.queryByText(Messages.amazonTagRequired)).toBeNull();
    expect(tag.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(save);
    expect(screen.getByText(Messages.amazonTagInvalid).id).toBe(`${tag.id}-error`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the server's field error next to the tag, and any other refusal as the form's message", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        success: false,
        message: Messages.amazonTagInvalid,
        code: ErrorCode.VALIDATION_ERROR,
        errors: { affiliateTag: [Messages.amazonTagInvalid] },
      },
    };
    mockFetch({ 'POST /api/platforms/amazon': () => answer });
    renderSetup(amazonState([]));
    const tag = screen.getByLabelText('Affiliate tag') as HTMLInputElement;
    fireEvent.change(tag, { target: { value: 'ada-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save affiliate tag' }));
    await waitFor(() => expect(tag.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(Messages.amazonTagInvalid).id).toBe(`${tag.id}-error`);
    expect(screen.queryByRole('alert')).toBeNull();

    answer = { status: 500, body: { success: false, message: Messages.amazonSaveFailed } };
    fireEvent.click(screen.getByRole('button', { name: 'Save affiliate tag' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.amazonSaveFailed);
    expect(tag.getAttribute('aria-invalid')).toBeNull();
  });

  it("warns, without refusing, of a tag whose ending is another store's (issue 33)", async () => {
    const calls = serve();
    renderSetup(amazonState([{ store: 'amazon.com', affiliateTag: 'mariepicks-21' }]));
    const list = await screen.findByRole('list', { name: 'Your saved tags' });
    const warning =
      'Tracking IDs of amazon.com end in -20; this one ends in -21. Check it in Associates Central: another store\u2019s tag earns nothing here.';
    expect(within(list).getByText(warning)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the amazon.com tag' }));
    const tag = screen.getByLabelText('Affiliate tag') as HTMLInputElement;
    // As the user types: the store's own ending takes the warning away, another brings it back.
    fireEvent.change(tag, { target: { value: 'mariepicks-20' } });
    expect(screen.queryAllByText(/^Tracking IDs of amazon\.com end in/)).toHaveLength(1);
    fireEvent.change(tag, { target: { value: 'mariepicks-22' } });
    expect(screen.getByText(/this one ends in -22/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save affiliate tag' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ affiliateTag: 'mariepicks-22', store: 'amazon.com' });
  });
});
