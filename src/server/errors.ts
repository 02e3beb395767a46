/**
 * Every error becomes a FastAPI-style body, {"detail": ...}, that names the field and the rule and
 * never quotes input (parser messages from JSON.parse do quote it, so they are replaced, not
 * passed on). Contract problems are 400 with a detail list; see errorReply() for the rest.
 */
import { STATUS_CODES } from "node:http";
import { RequestError } from "../contract/errors.js";
import { toErrorDetail } from "../contract/validate.js";
import type { ErrorDetailItem } from "../contract/types.js";
import { ClientGoneError, OverloadedError, RequestTimeoutError } from "./limiter.js";

/** The body broke the contract; carries every problem the contract's validateAll found. */
export class ContractError extends Error {
  override readonly name = "ContractError";
  readonly statusCode = 400;
  constructor(readonly errors: readonly RequestError[]) {
    super(errors.map((e) => e.message).join("; "));
  }
}

/** Content-Type names a charset other than UTF-8: decoding it as UTF-8 would corrupt the text. */
export class UnsupportedCharsetError extends Error {
  override readonly name = "UnsupportedCharsetError";
}

/** The body comes with a Content-Encoding (gzip, ...): the interface takes plain JSON only. */
export class UnsupportedContentEncodingError extends Error {
  override readonly name = "UnsupportedContentEncodingError";
}

/** The body nests arrays or objects deeper than the server reads (json-depth.ts). */
export class BodyTooDeepError extends Error {
  override readonly name = "BodyTooDeepError";
  constructor(readonly limit: number) {
    super(`body nested deeper than ${limit} levels`);
  }
}

/** The body's bytes are not valid UTF-8 (decoding would silently turn them into U+FFFD). */
export class InvalidUtf8Error extends Error {
  override readonly name = "InvalidUtf8Error";
}

/** The request's text is longer than the server's character limit (counted in code points). */
export class TooManyCharactersError extends Error {
  override readonly name = "TooManyCharactersError";
  constructor(readonly limit: number) {
    super(`request text is longer than ${limit} characters`);
  }
}

/** The engine thread has gone (crashed) or is closing: the request could not run. */
export class EngineUnavailableError extends Error {
  override readonly name = "EngineUnavailableError";
  constructor() {
    super("the engine is not available");
  }
}

/** The engine is not loaded yet (models still loading) or failed to load. */
export class NotReadyError extends Error {
  override readonly name = "NotReadyError";
}

export interface ErrorReply {
  status: number;
  body: { detail: string | ErrorDetailItem[] };
  headers?: Record<string, string>;
  /** True for failures of the server itself (logged at error level). */
  internal?: boolean;
}

/** Seconds a client is asked to wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 1;

const bodyDetail = (rule: string): ErrorDetailItem[] => toErrorDetail([new RequestError("body", rule)]);

export function errorReply(error: unknown, bodyLimit: number): ErrorReply {
  const e = error as { name?: string; code?: string; statusCode?: number };
  if (error instanceof ContractError) return { status: 400, body: { detail: toErrorDetail(error.errors) } };
  if (error instanceof RequestError) return { status: 400, body: { detail: toErrorDetail([error]) } };
  if (error instanceof OverloadedError || e.name === "QueueFullError") {
    return { status: 503, body: { detail: "Server is at capacity; retry later" }, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  }
  if (error instanceof EngineUnavailableError) {
    return { status: 503, body: { detail: "Engine unavailable; retry later" }, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  }
  if (error instanceof NotReadyError) {
    return { status: 503, body: { detail: "Models are loading; retry later" }, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  }
  if (error instanceof RequestTimeoutError) return { status: 504, body: { detail: "Request timed out" } };
  // nobody reads this answer; 499 (nginx's "client closed request") keeps it apart in logs and metrics
  if (error instanceof ClientGoneError || e.name === "RunCancelledError") return { status: 499, body: { detail: "Client Closed Request" } };
  // a model worker died (twice) or none is running yet: the next try is expected to work
  if (e.name === "NerWorkerError" && (error as { retryable?: unknown }).retryable === true) {
    return { status: 503, body: { detail: "Model worker unavailable; retry later" }, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  }
  if (error instanceof UnsupportedCharsetError) {
    return { status: 415, body: { detail: "Unsupported Media Type: send the body as application/json in UTF-8 (charset=utf-8 or no charset)" } };
  }
  if (error instanceof UnsupportedContentEncodingError) {
    return { status: 415, body: { detail: "Unsupported Media Type: send the body without Content-Encoding (plain application/json)" } };
  }
  if (error instanceof BodyTooDeepError) return { status: 400, body: { detail: bodyDetail(`must not nest arrays or objects deeper than ${error.limit} levels`) } };
  if (error instanceof InvalidUtf8Error) return { status: 400, body: { detail: bodyDetail("must be valid UTF-8") } };
  if (error instanceof TooManyCharactersError) {
    return { status: 413, body: { detail: `Request text is longer than the limit of ${error.limit} characters (all inputs together)` } };
  }
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, body: { detail: "Unsupported Media Type: send the body as application/json" } };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, body: { detail: `Request body is larger than the limit of ${bodyLimit} bytes` } };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, body: { detail: bodyDetail("is required") } };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, body: { detail: bodyDetail("must be valid JSON") } };
  }
  const status = e.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // other client errors from the HTTP layer (bad content-length, JSON with __proto__ keys...)
    if (error instanceof SyntaxError || status === 400) return { status: 400, body: { detail: bodyDetail("must be valid JSON") } };
    return { status, body: { detail: STATUS_CODES[status] ?? "Bad Request" } };
  }
  return { status: 500, body: { detail: "Internal Server Error" }, internal: true };
}
