/**
 * Issue 19 (4): the form's Pinterest board lagged one pick behind (it read the account's default board
 * from the boards query as the picker closed, before the query held the new one), and each pick saved
 * that default. A pick now shows at once, is what the form sends, and changes no other setting.
 */
import type { CreateCampaignBody, PinterestBoardsResponse } from '@aa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pinterestBoard as board, platformState as platform } from '../../../test/fixtures.ts';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { CreateCampaignDialog } from './create-campaign-dialog.tsx';

const BOARDS = [
  board('b-kitchen', 'Kitchen Gadgets'),
  board('b-office', 'Home Office Ideas'),
  board('b-outdoor', 'Outdoor & Camping Gear'),
  board('b-fitness', 'Fitness at Home'),
];

/** The one template, and an account with everything connected (Pinterest in sandbox mode or not). */
function connectedAccount(sandboxMode: boolean) {
  return {
    'GET /api/product-templates': () => ({
      body: {
        success: true,
        templates: [
          {
            id: 't1',
            name: 'AirPods Pro 2 vs Sony WF-1000XM5',
            category: 'Audio',
            product_1_url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
            product_2_url: 'https://www.amazon.com/dp/B0C33XXS56',
          },
        ],
      },
    }),
    'GET /api/platforms/status': () => ({
      body: {
        success: true,
        message: 'ok',
        status: { wordpress: platform(true), pinterest: platform(true), amazon: platform(true) },
      },
    }),
    'GET /api/platforms/pinterest/config': () => ({
      body: { success: true, data: { isInSandboxMode: sandboxMode, sandboxEnabled: true } },
    }),
  };
}

/** A server whose account default board is Kitchen Gadgets and changes only through its own route. */
function server() {
  let defaultBoard = { boardId: 'b-kitchen', boardName: 'Kitchen Gadgets' };
  const defaultBoardPosts: unknown[] = [];
  const fetchMock = mockFetch({
    ...connectedAccount(false),
    'GET /api/pinterest/boards': () => ({
      body: {
        success: true,
        boards: BOARDS,
        user_info: { account_type: 'BUSINESS', username: 'ada' },
        selectedBoard: defaultBoard,
      } satisfies PinterestBoardsResponse,
    }),
    // Issue 32: Fitness at Home has a section; the other boards none.
    ...Object.fromEntries(
      BOARDS.map((one) => [
        `GET /api/pinterest/boards/${one.id}/sections`,
        () => ({
          body: {
            success: true,
            data: { sections: one.id === 'b-fitness' ? [{ id: '901', name: 'Yoga corner' }] : [] },
          },
        }),
      ]),
    ),
    'POST /api/campaigns/pinterest/selected-board': (init) => {
      const body = JSON.parse(String(init?.body)) as { boardId: string; boardName: string };
      defaultBoardPosts.push(body);
      defaultBoard = body;
      return { body: { success: true, data: body } };
    },
  });
  return { fetchMock, defaultBoardPosts, defaultBoard: () => defaultBoard };
}

function renderForm() {
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
          serverErrors={{}}
        />
      }
    />,
  );
  return { onSubmit };
}

/** The form opened, closed and opened again by its parent (as the campaigns page does). */
function OpenTwice({ onSubmit }: { onSubmit: (payload: CreateCampaignBody) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <CreateCampaignDialog
        open={open}
        onOpenChange={setOpen}
        onSubmit={(payload) => {
          onSubmit(payload);
          setOpen(false);
        }}
        pending={false}
        serverErrors={{}}
      />
    </>
  );
}

/** Opens the picker from the form's board button and clicks the board named `name`. */
async function pick(form: HTMLElement, buttonName: string, name: string) {
  const trigger = within(form).getByRole('button', { name: buttonName });
  await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(trigger);
  const picker = await screen.findByRole('dialog', { name: 'Select Pinterest Board' });
  expect(within(picker).getByText(/This campaign pins its images to this board/)).toBeTruthy();
  fireEvent.click(within(picker).getByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Pinterest Board' })).toBeNull());
  return trigger;
}

describe('the campaign form’s Pinterest board', () => {
  it('shows and sends the board picked last, and leaves the account’s default board alone', async () => {
    const api = server();
    const { onSubmit } = renderForm();
    const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Desk vs gym' } });
    await within(form).findByRole('option', { name: 'AirPods Pro 2 vs Sony WF-1000XM5' });
    fireEvent.change(within(form).getByLabelText('Product template'), { target: { value: 't1' } });
    fireEvent.click(within(form).getByLabelText('Post the images to Pinterest automatically'));
    // The account's default board is preselected (issue 32); the user changes it.
    expect(await within(form).findByText('Kitchen Gadgets')).toBeTruthy();

    let trigger = await pick(form, 'Change', 'Home Office Ideas');
    expect(within(form).getByText('Home Office Ideas')).toBeTruthy();
    // Keyboard users land back on the button that opened the picker.
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await pick(form, 'Change', 'Outdoor & Camping Gear');
    expect(within(form).getByText('Outdoor & Camping Gear')).toBeTruthy();
    trigger = await pick(form, 'Change', 'Fitness at Home');
    expect(within(form).getByText('Fitness at Home')).toBeTruthy();
    expect(within(form).queryByText('Outdoor & Camping Gear')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    // The picker marks the campaign's board, not the account's default.
    fireEvent.click(trigger);
    const picker = await screen.findByRole('dialog', { name: 'Select Pinterest Board' });
    expect(
      within(picker)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Fitness at Home')]);
    fireEvent.keyDown(picker, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Pinterest Board' })).toBeNull());
    // Closing the picker without a pick keeps the board.
    expect(within(form).getByText('Fitness at Home')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      autoPostPinterest: true,
      selectedPinterestBoardId: 'b-fitness',
      selectedPinterestBoardName: 'Fitness at Home',
    });
    expect(api.defaultBoardPosts).toEqual([]);
    expect(api.defaultBoard()).toEqual({ boardId: 'b-kitchen', boardName: 'Kitchen Gadgets' });
  });

  it('sends several boards the pins rotate over, with a section of one (issue 32)', async () => {
    server();
    const { onSubmit } = renderForm();
    const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Desk vs gym' } });
    await within(form).findByRole('option', { name: 'AirPods Pro 2 vs Sony WF-1000XM5' });
    fireEvent.change(within(form).getByLabelText('Product template'), { target: { value: 't1' } });
    fireEvent.click(within(form).getByLabelText('Post the images to Pinterest automatically'));
    await within(form).findByText('Kitchen Gadgets');
    await pick(form, 'Add another board', 'Fitness at Home');
    const list = within(form).getByRole('list', { name: 'Pinterest boards' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Kitchen Gadgets'), expect.stringContaining('Fitness at Home')]);
    // Only a board with sections offers them.
    const section = await within(list).findByLabelText('Section of Fitness at Home');
    expect(within(list).queryByLabelText('Section of Kitchen Gadgets')).toBeNull();
    fireEvent.change(section, { target: { value: '901' } });
    await pick(form, 'Add another board', 'Home Office Ideas');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Home Office Ideas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      selectedPinterestBoardId: 'b-kitchen',
      pinterestBoards: [
        { boardId: 'b-kitchen', sectionId: null },
        { boardId: 'b-fitness', sectionId: '901' },
      ],
    });
  });
});

/** A signed-in server with `balance` credits and the one template. */
function signedIn(balance: number) {
  return mockFetch({
    'GET /api/auth/me': meAnswer({ credits: balance }),
    'GET /api/credits': () => ({
      body: { success: true, data: { credits: { credits_balance: balance } } },
    }),
    ...connectedAccount(true),
  });
}

describe('the campaign form’s cost', () => {
  it('shows runs × 10 credits, what the balance covers, and the way to buy more when it falls short', async () => {
    signedIn(10);
    renderForm();
    const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    const cost = await waitFor(() => {
      const found = form.querySelector('#campaign-cost');
      if (!found) throw new Error('no cost yet');
      return found as HTMLElement;
    });
    expect(cost.textContent).toContain('10 runs × 10 credits = 100 credits.');
    expect(cost.textContent).toContain('The first run starts at once');
    expect(cost.textContent).toContain('Your balance (10 credits) covers 1 run of 10');
    expect(within(cost).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/dashboard/buy-credits?needed=90',
    );
    fireEvent.change(within(form).getByLabelText('Total runs'), { target: { value: '1' } });
    expect(cost.textContent).toContain('1 run × 10 credits = 10 credits.');
    expect(cost.textContent).toContain('covers every run');
    expect(within(cost).queryByRole('link')).toBeNull();
  });

  it('says when the first run starts at a future start date instead of at once', async () => {
    signedIn(100);
    renderForm();
    const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    fireEvent.change(within(form).getByLabelText('Start date (optional)'), { target: { value: local } });
    await waitFor(() =>
      expect(form.querySelector('#campaign-cost')?.textContent).toContain('starts at the start date'),
    );
    expect(form.querySelector('#campaign-cost')?.textContent).not.toContain('at once');
  });
});

describe('opening the form again', () => {
  it('starts blank: the previous campaign’s name and Pinterest description are gone; it sends the time zone', async () => {
    signedIn(100);
    const onSubmit = vi.fn<(payload: CreateCampaignBody) => void>();
    renderAt('/', <Route path="/" element={<OpenTwice onSubmit={onSubmit} />} />);
    let form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Earbuds' } });
    await within(form).findByRole('option', { name: 'AirPods Pro 2 vs Sony WF-1000XM5' });
    fireEvent.change(within(form).getByLabelText('Product template'), { target: { value: 't1' } });
    fireEvent.click(within(form).getByLabelText('Post the images to Pinterest automatically'));
    fireEvent.change(within(form).getByLabelText(/Pinterest description/), {
      target: { value: 'Cozy earbuds for commuters' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      descriptionPinterest: 'Cozy earbuds for commuters',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Campaign' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    expect((within(form).getByLabelText('Campaign name') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(form).getByLabelText('Post the images to Pinterest automatically'));
    expect((within(form).getByLabelText(/Pinterest description/) as HTMLTextAreaElement).value).toBe('');
  });
});

describe("the campaign form's messages (issue 33)", () => {
  it('says every wrong field at once, and checks them again as they change after a refused submit', async () => {
    signedIn(100);
    const { onSubmit } = renderForm();
    const form = await screen.findByRole('dialog', { name: 'Create New Campaign' });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Two stores' } });
    fireEvent.click(within(form).getByLabelText('Custom URLs'));
    fireEvent.change(within(form).getByLabelText('Product 1 URL'), {
      target: { value: 'https://www.amazon.com/dp/B0D1XD1ZV3' },
    });
    fireEvent.change(within(form).getByLabelText('Product 2 URL'), {
      target: { value: 'https://www.amazon.co.uk/dp/B0CHWRXH8B' },
    });
    fireEvent.change(within(form).getByLabelText('Frequency (hours)'), { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    // The frequency and the stores, in one submit.
    const mixed = 'Both products must come from the same Amazon store (amazon.com and amazon.co.uk here)';
    expect(await within(form).findByText(mixed)).toBeTruthy();
    expect(within(form).getByText('Frequency must be between 1 and 168 hours')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // Product 1 moves to amazon.co.uk: product 2's message goes, though product 2 was not edited.
    fireEvent.change(within(form).getByLabelText('Product 1 URL'), {
      target: { value: 'https://www.amazon.co.uk/dp/B0D1XD1ZV3' },
    });
    await waitFor(() => expect(within(form).queryByText(mixed)).toBeNull());
    expect(within(form).getByText('Frequency must be between 1 and 168 hours')).toBeTruthy();
  });
});
