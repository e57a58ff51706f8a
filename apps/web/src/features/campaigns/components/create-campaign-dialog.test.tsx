/**
 * Issue 19 (4): the form's Pinterest board lagged one pick behind (it read the account's default board
 * from the boards query as the picker closed, before the query held the new one), and each pick saved
 * that default. A pick now shows at once, is what the form sends, and changes no other setting.
 */
import type { CreateCampaignBody, PinterestBoardsResponse } from '@aa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pinterestBoard as board, platformState as platform } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { CreateCampaignDialog } from './create-campaign-dialog.tsx';

const BOARDS = [
  board('b-kitchen', 'Kitchen Gadgets'),
  board('b-office', 'Home Office Ideas'),
  board('b-outdoor', 'Outdoor & Camping Gear'),
  board('b-fitness', 'Fitness at Home'),
];

/** A server whose account default board is Kitchen Gadgets and changes only through its own route. */
function server() {
  let defaultBoard = { boardId: 'b-kitchen', boardName: 'Kitchen Gadgets' };
  const defaultBoardPosts: unknown[] = [];
  const fetchMock = mockFetch({
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
      body: { success: true, data: { isInSandboxMode: false, sandboxEnabled: true } },
    }),
    'GET /api/pinterest/boards': () => ({
      body: {
        success: true,
        boards: BOARDS,
        user_info: { account_type: 'BUSINESS', username: 'ada' },
        selectedBoard: defaultBoard,
      } satisfies PinterestBoardsResponse,
    }),
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
    // The account has a default board; a new campaign starts without one of its own.
    expect(within(form).getByText('No board selected')).toBeTruthy();

    let trigger = await pick(form, 'Choose a board', 'Home Office Ideas');
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
});
