import { localizeVisitorFields } from "#shared/checkout/visitor-field-label.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import { openAnswers, ticketAnswersContext } from "../../security/sealed-answers.ts";
import { loadVisitorFields } from "../checkout/index.ts";
import type { OrganiserAccess } from "../organizations/index.ts";
import { recordAccess } from "./access-log.ts";
import { attendeeById } from "./records-data.ts";
import { recordAnswers } from "./records-view.ts";

/**
 * Opens one ticket's protected answers (identity numbers, health notes) for an owner or admin who
 * gives a reason (the route admits only the `editors` group). The access is logged before the answers
 * are returned: an answer is never shown without its log line (a log that cannot be written fails the
 * reveal). The built-in questions are named in the reader's language (`t`).
 */
export async function revealTicketAnswers(
  deps: { db: Db; cipher: DataCipher },
  access: OrganiserAccess,
  eventId: number,
  ticketId: string,
  reason: string,
  t: Translator,
) {
  const record = await attendeeById(deps.db, eventId, ticketId);
  if (!record) throw new AppError("not_found");
  const fields = localizeVisitorFields(await loadVisitorFields(deps.db, eventId), t);
  const opened = openAnswers(record.visitor_data, deps.cipher, ticketAnswersContext(record.id)) ?? {};
  await recordAccess(deps.db, access, {
    eventId,
    action: "reveal",
    reason,
    detail: { ticket: record.id, invoice: record.invoice_number },
  });
  return { ticketId: record.id, answers: recordAnswers(record.visitor_data, fields, opened) };
}
