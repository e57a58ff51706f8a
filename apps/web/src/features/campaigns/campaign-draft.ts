/**
 * The create form kept across a credit shortage (issue 33): a campaign refused with 402 is kept in the
 * tab (sessionStorage, the user's own, for this tab only), so the Power Up dialog's way to Buy Credits
 * and Stripe's Checkout lead back to the form filled in. It is forgotten when the campaign is created,
 * when the user cancels the form, and by another user of the tab.
 */
import { type CampaignFormValues, initialCampaignForm } from './components/campaign-form.ts';

export const CAMPAIGN_DRAFT_KEY = 'aa.campaignDraft';

interface StoredDraft {
  userId: string;
  values: CampaignFormValues;
  /** Open the form with it when the campaigns page next loads (the way back from buying credits). */
  reopen: boolean;
}

export function saveCampaignDraft(userId: string, values: CampaignFormValues, reopen: boolean) {
  try {
    sessionStorage.setItem(
      CAMPAIGN_DRAFT_KEY,
      JSON.stringify({ userId, values, reopen } satisfies StoredDraft),
    );
  } catch {
    // Storage full or refused: the form is only not kept.
  }
}

/** The user's kept form, its fields laid over a blank form's (a field added since is blank). */
export function readCampaignDraft(
  userId: string,
): { values: CampaignFormValues; reopen: boolean } | undefined {
  let stored: Partial<StoredDraft> | null;
  try {
    stored = JSON.parse(sessionStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!stored || stored.userId !== userId || typeof stored.values !== 'object' || !stored.values) {
    return undefined;
  }
  const blank = initialCampaignForm();
  const values = { ...blank };
  for (const key of Object.keys(blank) as (keyof CampaignFormValues)[]) {
    const kept = (stored.values as Record<string, unknown>)[key];
    const wanted = blank[key];
    // Only a value of the field's own kind is taken back (null-or-string fields accept either).
    if (kept === undefined) continue;
    if (wanted === null || typeof kept === typeof wanted || (Array.isArray(wanted) && Array.isArray(kept)))
      (values as Record<string, unknown>)[key] = kept;
  }
  return { values, reopen: stored.reopen === true };
}

export function clearCampaignDraft() {
  try {
    sessionStorage.removeItem(CAMPAIGN_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
