/**
 * Issue 20: the campaign form shows the store of the product links as typed, preselects that store's
 * article language (until the user picks one, which then stays), and says before submitting when the
 * user has no tag for that store, with a link to where to add it; a language the server cannot write
 * (no AI model) is said under the language.
 */
import { type CreateCampaignBody, LANGUAGE_NAMES, Messages } from '@aa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { platformState as platform } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { CreateCampaignDialog, typedStore } from './create-campaign-dialog.tsx';

/** A server whose user has a tag for each of `stores`. */
function serve(stores: string[]) {
  mockFetch({
    'GET /api/product-templates': () => ({ body: { success: true, templates: [] } }),
    'GET /api/platforms/status': () => ({
      body: {
        success: true,
        message: 'ok',
        status: {
          wordpress: platform(true),
          pinterest: platform(false),
          amazon: { ...platform(true), tags: stores.map((store) => ({ store, affiliateTag: 'ada-21' })) },
        },
      },
    }),
    'GET /api/platforms/pinterest/config': () => ({
      body: { success: true, data: { isInSandboxMode: true, sandboxEnabled: true } },
    }),
  });
}

async function openForm(refusedStore: string | null = null, serverErrors: Record<string, string> = {}) {
  const onSubmit = vi.fn<(payload: CreateCampaignBody) => void>();
  renderAt(
    '/dashboard/ai-agent',
    <Route
      path="/dashboard/ai-agent"
      element={
        <CreateCampaignDialog
          open
          onOpenChange={() => {}}
          onSubmit={onSubmit}
          pending={false}
          serverErrors={serverErrors}
          refusedStore={refusedStore}
        />
      }
    />,
  );
  const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
  fireEvent.click(within(form).getByLabelText('Custom URLs'));
  fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Écouteurs' } });
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const language = () => within(form).getByLabelText('Article language') as HTMLSelectElement;
  return { form, onSubmit, type, language };
}

describe('the store of the links as typed', () => {
  it('is read from the first link: a store, a short link, or nothing yet', () => {
    expect(typedStore('https://www.amazon.fr/dp/B0C33XXS56')).toMatchObject({
      id: 'amazon.fr',
      language: 'fr',
    });
    expect(typedStore('https://amazon.de/gp/product/B0C33XXS56')).toMatchObject({ id: 'amazon.de' });
    expect(typedStore('https://amzn.eu/d/abc')).toBe('short');
    expect(typedStore('https://example.com/dp/B0C33XXS56')).toBeNull();
    expect(typedStore('')).toBeNull();
  });
});

describe('the article language', () => {
  it("preselects the store's language, shows the store, and lets the server default it", async () => {
    serve(['amazon.com', 'amazon.fr']);
    const { form, onSubmit, type, language } = await openForm();
    expect(language().value).toBe('en');
    type('Product 1 URL', 'https://www.amazon.fr/dp/B0D1XD1ZV3');
    type('Product 2 URL', 'https://www.amazon.fr/dp/B0C33XXS56');
    expect(language().value).toBe('fr');
    expect(within(form).getByText('Store: amazon.fr — France')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());

    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]?.[0];
    expect(payload).toMatchObject({ product1Url: 'https://www.amazon.fr/dp/B0D1XD1ZV3' });
    // Not chosen: the server takes the store's, the short link's too.
    expect(payload).not.toHaveProperty('language');
  });

  it("stays on the user's choice once changed, whatever store is typed next", async () => {
    serve(['amazon.com', 'amazon.fr', 'amazon.de']);
    const { form, onSubmit, type, language } = await openForm();
    type('Product 1 URL', 'https://www.amazon.fr/dp/B0D1XD1ZV3');
    fireEvent.change(language(), { target: { value: 'en' } });
    type('Product 1 URL', 'https://www.amazon.de/dp/B0D1XD1ZV3');
    type('Product 2 URL', 'https://www.amazon.de/dp/B0C33XXS56');
    expect(language().value).toBe('en');
    expect(within(form).getByText('Store: amazon.de — Germany')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ language: 'en' });
  });

  it('shows the server’s refusal of the language under it, until another language is chosen', async () => {
    serve(['amazon.de']);
    const refusal = Messages.runLanguageNeedsModel.replace('{{language}}', LANGUAGE_NAMES.de);
    const { form, type, language } = await openForm(null, { language: refusal });
    type('Product 1 URL', 'https://www.amazon.de/dp/B0D1XD1ZV3');
    const error = within(form).getByText(refusal);
    expect(error.id).toBe('campaign-language-error');
    expect(language().getAttribute('aria-invalid')).toBe('true');
    expect(language().getAttribute('aria-describedby')).toBe('campaign-language-error campaign-store');
    fireEvent.change(language(), { target: { value: 'en' } });
    expect(within(form).queryByText(refusal)).toBeNull();
    expect(language().getAttribute('aria-invalid')).toBeNull();
  });

  it('says a short link’s store is read when the campaign is created', async () => {
    serve(['amazon.com']);
    const { form, type, language } = await openForm();
    type('Product 1 URL', 'https://amzn.eu/d/abc1234');
    expect(
      within(form).getByText('Store: read from the short link when the campaign is created.'),
    ).toBeTruthy();
    expect(language().value).toBe('en');
  });
});

describe('a store without a tag', () => {
  it('is said before submitting, with a link to the Amazon section of Platform Configuration', async () => {
    serve(['amazon.com']);
    const { form, type } = await openForm();
    type('Product 1 URL', 'https://www.amazon.fr/dp/B0D1XD1ZV3');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(
      'These products are on amazon.fr: add your amazon.fr affiliate tag in Platform Configuration (Amazon section) first',
    );
    const link = within(alert).getByRole('link', { name: 'Add it in Platform Configuration' });
    expect(link.getAttribute('href')).toBe('/dashboard/platforms#amazon');
    // amazon.com has a tag: nothing to say.
    type('Product 1 URL', 'https://www.amazon.com/dp/B0D1XD1ZV3');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it("is said for the store the server refused (a short link's)", async () => {
    serve(['amazon.com']);
    const { form, type } = await openForm('amazon.it');
    type('Product 1 URL', 'https://amzn.eu/d/abc1234');
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'add your amazon.it affiliate tag',
    );
  });
});

describe('one product twice (issue 27)', () => {
  it('is refused under the second link, under any URL form, and nothing is sent', async () => {
    serve(['amazon.com']);
    const { form, onSubmit, type } = await openForm();
    type('Product 1 URL', 'https://www.amazon.com/Apple-AirPods-Pro/dp/B0D1XD1ZV3/ref=sr_1_1');
    type('Product 2 URL', 'https://amazon.com/gp/product/b0d1xd1zv3?tag=someone-20');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    const message = Messages.sameProductTwice.replace('{{asin}}', 'B0D1XD1ZV3');
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByLabelText('Product 2 URL').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a page that does not exist under its link", async () => {
    serve(['amazon.com']);
    const { form } = await openForm(null, { product1Url: Messages.productPageMissing });
    expect(within(form).getByText(Messages.productPageMissing)).toBeTruthy();
    expect(within(form).getByLabelText('Product 1 URL').getAttribute('aria-invalid')).toBe('true');
  });
});
