/** How a step's failure tells the pipeline what to do. */

/** Another attempt holds the run: the job is retried later and takes over if that one died. */
export class RunBusyError extends Error {
  override name = 'RunBusyError';
}

/** This attempt's lease was taken over: it stops without touching the run again. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** A failure no retry can fix (the blog refuses our credentials): the run fails at once. */
export class PermanentRunError extends Error {
  override name = 'PermanentRunError';
}
