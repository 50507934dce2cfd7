import { z } from "zod";

/** Every answer of the v1 API: `success: true` and a message for the shopper. */
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** An answer that carries named fields beside its message. */
export const answerWith = <Shape extends z.ZodRawShape>(shape: Shape) => MessageResponseSchema.extend(shape);
