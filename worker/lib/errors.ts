import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiErrorBody, type ErrorCode, type ErrorKind, errorKindOf } from "../contracts/error";

const statusOf: Record<ErrorKind, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limit: 429,
  conflict: 409,
  misdirected: 421,
  upgrade_required: 426,
  internal: 500,
};

/** A failure the client is told about: status and code come from the kind. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly field?: string;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.kind = errorKindOf(code);
    this.status = statusOf[this.kind];
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export function errorBody(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** The one place an exception becomes a response. Unknown errors are 500 and logged. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.field), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const kind: ErrorKind =
      status === 413
        ? "payload_too_large"
        : status === 415
          ? "unsupported_media_type"
          : "bad_request";
    const message = err.message || "The request could not be processed.";
    return c.json(errorBody(kind, message), status < 500 ? (status as ContentfulStatusCode) : 400);
  }
  console.error("unhandled error", err);
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
}
