/**
 * A campaign's page (issue 21) composed from two features, as features meet only in the app: the
 * campaigns feature's page, each run completed by what the Content Library shows of it (its post
 * check, its pins' results) in the page's time zone. The run's own card already shows its angle and
 * why, so the pins' results leave it out.
 */
import '../features/library/library-i18n.ts';
import type { Execution } from '@aa/contracts';
import CampaignPage from '../features/campaigns/campaign-page.tsx';
import { PinResults } from '../features/library/components/pin-results.tsx';
import { PostCheckSummary } from '../features/library/components/post-check.tsx';

function RunResults({ execution, timeZone }: { execution: Execution; timeZone: string }) {
  return (
    <>
      {execution.post_check ? (
        <PostCheckSummary check={execution.post_check} executionId={execution.id} timeZone={timeZone} />
      ) : null}
      <PinResults execution={execution} showAngle={false} timeZone={timeZone} />
    </>
  );
}

export default function CampaignPageRoute() {
  return (
    <CampaignPage
      runResults={(execution, timeZone) => <RunResults execution={execution} timeZone={timeZone} />}
    />
  );
}
