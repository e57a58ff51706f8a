import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { InsufficientCreditsDialog } from './insufficient-credits-dialog.tsx';

function renderDialog(shortage: Parameters<typeof InsufficientCreditsDialog>[0]['shortage']) {
  renderAt(
    '/dashboard/ai-agent',
    <Route
      path="/dashboard/ai-agent"
      element={<InsufficientCreditsDialog shortage={shortage} onClose={() => {}} />}
    />,
  );
}

describe('the credit-shortage modal (PRODUCT.md §2)', () => {
  it('promises the first-package bonus while the server says the account still has it', async () => {
    renderDialog({ currentCredits: 0, requiredCredits: 10, firstPackageBonusPercent: 20 });
    expect(await screen.findByText('20% extra credits on your first package')).toBeTruthy();
    expect(
      screen.getByText('You need 10 more credits to perform this action. You currently have 0 credits.'),
    ).toBeTruthy();
  });

  it('promises no bonus to an account that has already bought a package', async () => {
    renderDialog({ currentCredits: 4, requiredCredits: 10 });
    expect(
      await screen.findByText(
        'You need 6 more credits to perform this action. You currently have 4 credits.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/extra credits on your first package/)).toBeNull();
  });
});
