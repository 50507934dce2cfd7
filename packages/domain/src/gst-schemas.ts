import { z } from "zod";
import { HSN_PATTERN } from "./gst.js";

/** An HSN code as the product form takes it: 4, 6 or 8 digits. */
export const HsnCodeSchema = z.string().trim().regex(HSN_PATTERN, { message: "HSN code must be 4, 6 or 8 digits" });
