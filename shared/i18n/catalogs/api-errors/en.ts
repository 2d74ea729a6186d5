/**
 * The API's error messages by code (spec section 8), written into answers by the server alone
 * (server/http/envelope.ts), so no page carries them. The browser's own two are in the core `errors`.
 */
export const apiErrorsEn = {
  bad_request: "The request is not valid.",
  validation_failed: "Please check the highlighted fields.",
  malformed_json: "The request body is not valid JSON.",
  invalid_text: "The request contains characters that cannot be accepted (such as a NUL character).",
  invalid_header: "A request header is not valid.",
  unauthorized: "Please log in to continue.",
  forbidden: "Your account has no access to this resource.",
  two_factor_required:
    "This organisation requires two-factor sign-in. Turn it on in your account security settings to continue.",
  not_found: "Not found.",
  route_not_found: "This API path does not exist.",
  method_not_allowed: "This method is not allowed on this path.",
  conflict: "The request conflicts with the current state.",
  admission_required: "This sale has a waiting room. Please wait for your turn in the queue.",
  personal_data_unreadable: "The protected personal data of this record cannot be read. Please contact us.",
  payload_too_large: "The request body is too large.",
  unsupported_media_type: "Send the request body as application/json.",
  rule_refused: "The request was refused.",
  reset_link_expired: "This reset link has expired or has already been used. Please request a new one.",
  link_expired: "This link has expired or has already been used.",
  too_many_requests: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong on our side. Please try again.",
  service_unavailable: "The service is temporarily unavailable. Please try again.",
} as const;
