/** The tailoring module's public face: other modules import only what is named here. */
export { measurementSnapshotOf } from "./measurement-profiles.js";
export { piecesStillWithTheTailor, tailoringOnTransition } from "./work-orders.js";
export { type JobCard, renderJobCardsPdf } from "./job-card-pdf.js";
