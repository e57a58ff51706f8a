/** Campaigns as PRODUCT.md §3 puts them on the wire (snake_case); their runs: runs/run.presenter.ts. */
import { type Campaign, storedArticleLanguage } from '@aa/contracts';
import type { campaigns } from '../../db/schema/campaigns.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export function presentCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    product1_url: row.product1Url,
    product2_url: row.product2Url,
    product1_title: row.product1Title,
    product2_title: row.product2Title,
    product1_notes: row.product1Notes,
    product2_notes: row.product2Notes,
    product1_manufacturer_url: row.product1ManufacturerUrl,
    product2_manufacturer_url: row.product2ManufacturerUrl,
    frequency: row.frequency,
    total_runs: row.totalRuns,
    completed_runs: row.completedRuns,
    remaining_runs: row.remainingRuns,
    created_at: row.createdAt.toISOString(),
    last_run: row.lastRun?.toISOString() ?? null,
    next_run: row.status === 'completed' ? null : (row.nextRun?.toISOString() ?? null),
    auto_post_pinterest: row.autoPostPinterest,
    selected_pinterest_board_id: row.selectedPinterestBoardId,
    selected_pinterest_board_name: row.selectedPinterestBoardName,
    pinterest_boards: row.pinterestBoards.map((board) => ({
      board_id: board.id,
      board_name: board.name,
      section_id: board.sectionId,
      section_name: board.sectionName,
    })),
    description_pinterest: row.descriptionPinterest,
    articles_generated: row.articlesGenerated,
    store: row.store,
    language: storedArticleLanguage(row.language),
    time_zone: row.timeZone,
    publishing: row.publishing,
    wordpress_site_id: row.wordpressSiteId,
  };
}
