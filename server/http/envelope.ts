import type { ErrorEnvelope, SuccessEnvelope } from "#shared/contracts/envelope.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { AppError } from "./app-error.ts";

export function successEnvelope<T>(data: T, message: string): SuccessEnvelope<T> {
  return { status: 1, message, data };
}

export function errorEnvelope(error: AppError, t: Translator): ErrorEnvelope {
  const { messageKey, vars, fields } = error.options;
  const envelope: ErrorEnvelope = {
    status: 0,
    message: messageKey ? t(messageKey, vars) : t(`apiErrors.${error.code}`, vars),
    errorCode: error.code,
  };
  if (fields) {
    envelope.fields = Object.fromEntries(Object.entries(fields).map(([path, f]) => [path, t(f.key, f.vars)]));
  }
  return envelope;
}
