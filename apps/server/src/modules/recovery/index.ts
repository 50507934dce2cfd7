/** The recovery module's public face: other modules import only what is named here. */
export { recoveryOnTransition } from "./recovery-effects.js";
export { recoveryJobHandlers } from "./recovery-jobs.js";
export { scheduleRecoverySweep } from "./recovery-sweep.js";
