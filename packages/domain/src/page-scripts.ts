/**
 * A server-rendered page holds its route's script hints in a <template> of this id: the browser
 * fetches them only when the page's entry script lets them out, once the first screen is shown.
 * A module of its own, imported by the web app's small entry chunk without the rest of the domain.
 */
export const PAGE_SCRIPTS_ID = "page-scripts";
