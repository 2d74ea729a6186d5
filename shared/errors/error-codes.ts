/**
 * Every error the API can answer with. The envelope's `errorCode` is one of these; the HTTP status comes
 * from ERROR_STATUS and the message from the `apiErrors.<code>` entry of the i18n catalog, so one table
 * decides both and no handler picks a status by hand.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  malformed_json: 400,
  /** Text PostgreSQL cannot store (NUL, unpaired surrogates) in a body, query or path value. */
  invalid_text: 400,
  invalid_header: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The organisation requires two-factor sign-in and the caller has not turned it on. */
  two_factor_required: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A queued event's checkout without a valid admission from its waiting room. */
  admission_required: 409,
  /** Encrypted personal data failed to decrypt: altered, moved to another record, or its key is gone. */
  personal_data_unreadable: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_refused: 422,
  reset_link_expired: 410,
  /** A verification or claim link that is unknown, used or expired. */
  link_expired: 410,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}
