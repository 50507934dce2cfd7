import { isQuietHour, SECOND_REMINDER_AFTER_MINUTES } from "@pallu/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { repeatEvery } from "../../lib/repeat-every.js";
import { enqueueJob } from "../jobs/index.js";
import { CHECKOUT_REMINDER_JOB } from "./checkout-reminders.js";
import { shopSettings } from "../settings/index.js";
import { claimDueReminders, type ReminderStage } from "./reminder-claims.js";
import { claimRestockedRequests } from "./restock-requests.js";
import { claimSimilarPieces } from "./similar-piece-requests.js";

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Queues the reminders that are due and the "back in stock" notices of restocked sizes, each once
 * however many instances sweep at the same time. Nothing leaves in the quiet hours: what falls due
 * then waits for the first sweep after 09:00 IST.
 */
export async function sweepRecovery(deps: AppDeps): Promise<{ reminders: number; restocks: number }> {
  const now = deps.now();
  if (isQuietHour(now, deps.config.recovery.quietHours)) return { reminders: 0, restocks: 0 };
  const { recoveryDelayMinutes } = await shopSettings(deps);
  let reminders = 0;
  // The second stage first: a checkout claimed for its first reminder in this sweep is not also claimed for its second.
  const stages: { stage: ReminderStage; waitMinutes: number }[] = [
    { stage: 2, waitMinutes: SECOND_REMINDER_AFTER_MINUTES },
    { stage: 1, waitMinutes: recoveryDelayMinutes },
  ];
  for (const { stage, waitMinutes } of stages) {
    reminders += await deps.db.transaction(async (tx) => {
      const due = {
        stage,
        visitedBy: minutesBefore(now, waitMinutes),
        firstSentBy: minutesBefore(now, recoveryDelayMinutes),
      };
      const claimed = await claimDueReminders(tx, due, now);
      for (const checkoutId of claimed) {
        await enqueueJob(tx, {
          kind: CHECKOUT_REMINDER_JOB,
          payload: { checkoutId, stage },
          dedupeKey: `${checkoutId}:${stage}`,
          runAt: now,
        });
      }
      return claimed.length;
    });
  }
  const restocks = (await claimRestockedRequests(deps.db, now)) + (await claimSimilarPieces(deps.db, now));
  return { reminders, restocks };
}

/** Sweeps every RECOVERY_SWEEP_SECONDS (a minute by default); returns a stop function for shutdown. */
export function scheduleRecoverySweep(deps: AppDeps, log: FastifyBaseLogger): () => void {
  return repeatEvery(
    deps.config.recovery.sweepSeconds * 1000,
    async () => {
      const outcome = await sweepRecovery(deps);
      if (outcome.reminders || outcome.restocks) log.info(outcome, "checkout reminders and restock notices queued");
    },
    (error) => log.error({ err: error }, "recovery sweep failed"),
  );
}
