/**
 * Every job kind runs in one lane, stated where its handler is registered. Each lane has its own
 * slots in every instance, so a lane can never take another's: hours of image work leave the
 * urgent slots free, and a burst of reminders leaves them free too.
 *
 * - urgent: what a shopper or the seller is waiting for now (order notices, the request to confirm a
 *   cash-on-delivery order, refund notices, the seller's alerts, cancelling an unconfirmed order).
 *   Each job is short.
 * - routine: work that may wait a little but not for hours (courier bookings, reminders, "Notify
 *   me" notices).
 * - bulk: long or heavy work (demo artwork, image backfills and sweeps, fetching an import's pictures).
 */
/** Most urgent first: the order in which a single pass (runDueJobs) drains them. */
export const JOB_LANES = ["urgent", "routine", "bulk"] as const;
export type JobLane = (typeof JOB_LANES)[number];

/**
 * The lane of a kind this instance has no handler for (one queued by a newer or older version of the
 * shop sharing the database): routine, so that whatever it is neither delays urgent work nor waits
 * behind bulk work.
 */
export const DEFAULT_JOB_LANE: JobLane = "routine";

export type LaneSettings = {
  /** How many of the lane's jobs one instance runs at once. */
  slots: number;
  /** How long an idle lane waits before it looks for due jobs again. */
  restMs: number;
};

/** Per instance: with N instances, up to N times as many of a lane's jobs run at once. */
export const LANE_SETTINGS: Readonly<Record<JobLane, LaneSettings>> = {
  urgent: { slots: 3, restMs: 1000 },
  routine: { slots: 2, restMs: 3000 },
  bulk: { slots: 1, restMs: 5000 },
};
