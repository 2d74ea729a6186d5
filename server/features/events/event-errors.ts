import { AppError } from "../../http/app-error.ts";
import type { EventRef } from "./event-ref.ts";
import { parseEventRef } from "./event-ref.ts";

export function eventNotFound(): AppError {
  return new AppError("not_found", { messageKey: "events.errors.eventNotFound" });
}

/** The `{id}` path value as an event reference, or 404: a malformed value names no event. */
export function requireEventRef(raw: string): EventRef {
  const ref = parseEventRef(raw);
  if (!ref) throw eventNotFound();
  return ref;
}
