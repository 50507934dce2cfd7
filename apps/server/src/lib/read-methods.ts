/**
 * The methods of a read the spec names without saying how it is called (getColors, getBanner,
 * getFooter, getToken, getAllUsers): a client written from the spec may use either.
 */
export const READ_METHODS: ("GET" | "POST")[] = ["GET", "POST"];
