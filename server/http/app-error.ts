import { ERROR_STATUS, type ErrorCode } from "#shared/errors/error-codes.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";

/**
 * The one error type use cases and handlers throw. The HTTP status is derived from the code
 * (ERROR_STATUS), the message from the i18n catalog, so the same failure reads the same everywhere.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** Catalog key of a more specific message than `apiErrors.<code>`. */
      messageKey?: MessageKey;
      vars?: MessageVars;
      /** Field path -> validation message key, shown under form fields. */
      fields?: Record<string, { key: MessageKey; vars?: MessageVars }>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.status = ERROR_STATUS[code];
  }
}
