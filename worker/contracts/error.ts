import { z } from "./zod";

/** Every `/api` failure has this shape. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
