import type { MeasurementDraft } from "@pallu/domain";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { notify } from "@/lib/notify";
import { cartApi } from "./api/cart-api";
import type { CartLine } from "./cart-lines";
import { lineServicesChosen } from "./cart-slice";

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Refusal = { status?: number; data?: { message?: string; field?: string } };

/** Names tried when she already has a profile of that name: "Me", then "Me 2", "Me 3". */
const NAMES_TRIED = 3;

async function saveAsProfile(dispatch: Dispatch, draft: MeasurementDraft): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const name = attempt === 1 ? draft.name : `${draft.name.slice(0, 37)} ${attempt}`;
    try {
      const profile = await dispatch(cartApi.endpoints.keepGuestMeasurements.initiate({ ...draft, name }, { track: false })).unwrap();
      return profile._id;
    } catch (failure) {
      const refusal = failure as Refusal;
      // Another profile of hers has the name: the measurements are kept under the next one, never over hers.
      if (refusal.status !== 409 || refusal.data?.field !== "name" || attempt === NAMES_TRIED) throw failure;
    }
  }
}

/**
 * At sign-in, the measurements a guest gave for a stitched line become one of her profiles, saved
 * and checked by the server as any profile is (docs/decisions/0011), and the line names it. Refused
 * measurements leave the line to "send them later", and she is told why.
 */
export async function keepGuestMeasurements(dispatch: Dispatch, lines: readonly CartLine[]): Promise<void> {
  for (const line of lines) {
    const draft = line.guestMeasurements;
    if (!draft) continue;
    const services = line.services ?? [];
    try {
      const measurementProfileId = await saveAsProfile(dispatch, draft);
      dispatch(lineServicesChosen({ buyingOptionId: line.buyingOptionId, services, measurementProfileId }));
    } catch (failure) {
      dispatch(lineServicesChosen({ buyingOptionId: line.buyingOptionId, services, measurementProfileId: null }));
      const message = (failure as Refusal).data?.message ?? "they could not be saved";
      notify.error(`${line.name}: your measurements were not kept (${message}). Add them on the product page, or send them later.`, {
        id: `measurements:${line.buyingOptionId}`,
      });
    }
  }
}
