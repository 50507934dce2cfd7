import type { AppDeps } from "../../app-deps.js";
import { fillDemoArtwork } from "./seed-demo.js";

/** The background half of a first start: draws the demo artwork and shows it at once. */
export async function drawDemoArtworkJob(deps: AppDeps): Promise<void> {
  if (await fillDemoArtwork(deps.db, deps.imageStore)) await deps.cacheBus.publishInvalidation("catalogue");
}
