import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";

/**
 * One answer a server-rendered page needs, asked before the page renders: given the store's
 * dispatch, it starts the query (and any that follow from its answer) and settles when they have.
 */
export type DataRequest = (dispatch: ThunkDispatch<never, unknown, UnknownAction>) => PromiseLike<unknown>;
