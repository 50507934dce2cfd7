/** The reviews module's public face: other modules import only what is named here. */
export { reviewRepository } from "./review-repository.js";
