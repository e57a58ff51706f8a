/** How a step's failure tells the pipeline what to do, and how many failures it takes. */

/**
 * Attempts at one run before it is given up: marked failed and refunded. The pipeline counts one each
 * time a job copy takes the run's lease (executions.attempts); the run-execution job's retries are
 * sized from it. Here, in a file with no imports, so the job definition reads it without loading the
 * pipeline (or making an import cycle through its lazily imported handler).
 */
export const RUN_ATTEMPTS = 3;

/**
 * The process is stopping (SIGTERM): the attempt started no new step and gives the run back, queued
 * again for the next worker, its lease freed at once (pipeline.ts).
 */
export class RunHandedBack extends Error {
  override name = 'RunHandedBack';
}

/** This attempt's lease was taken over: it stops without touching the run again. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** A failure no retry can fix (the blog refuses our credentials): the run fails at once. */
export class PermanentRunError extends Error {
  override name = 'PermanentRunError';
}

/**
 * A review run's draft waits for the user (issue 27): the attempt stops, the run shows `review`, and
 * approving it queues the run again (it resumes at the approval step). Not a failure: never retried.
 */
export class AwaitingReview extends Error {
  override name = 'AwaitingReview';
}
