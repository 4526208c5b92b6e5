import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import type { z } from "zod";
import type { BodySurface } from "../contracts/error";
import { ApiError } from "./errors";

/**
 * Guards a JSON endpoint before validation: 415 unless the body is JSON, 413 past `maxBytes`
 * (checked while streaming, so a lying Content-Length does not help).
 */
export function jsonOnly(surface: BodySurface, maxBytes: number): MiddlewareHandler {
  return every(
    async (c, next) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        throw new ApiError(
          `unsupported_media_type:${surface}`,
          "Send the body as JSON with Content-Type: application/json.",
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiError(
          `payload_too_large:${surface}`,
          `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
        );
      },
    }),
  );
}

/** zod validation of the JSON body; the first issue becomes a 400 with its field path. */
export function validJson<T extends z.ZodType>(schema: T, surface: BodySurface) {
  return zValidator("json", schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(`bad_request:${surface}`, issue?.message ?? "Invalid request body.", {
        field: issue?.path.join(".") || undefined,
      });
    }
  });
}
