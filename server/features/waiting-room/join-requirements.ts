import type { Viewer } from "#shared/contracts/viewer.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { accountCreatedAt } from "../accounts/index.ts";
import type { RoomSettings } from "./data.ts";

/**
 * The organiser's rules for who may join the event's line: an account with a verified e-mail address,
 * an account created before a date (accounts made in bulk for the sale are shut out). Either rule means
 * a signed-out visitor cannot join: the account is the unit the rules are about. Throws the translated
 * refusal; resolves when the viewer may join.
 */
export async function checkJoinRequirements(
  db: Db,
  room: Pick<RoomSettings, "requireVerifiedEmail" | "requireAccountBefore">,
  viewer: Viewer | null,
  locale: Locale,
): Promise<void> {
  if (!room.requireVerifiedEmail && !room.requireAccountBefore) return;
  if (!viewer) throw new AppError("unauthorized", { messageKey: "waitingRoom.errors.signInRequired" });
  if (room.requireVerifiedEmail && !viewer.emailVerified)
    throw new AppError("rule_refused", {
      messageKey: "waitingRoom.errors.verifiedEmailRequired",
      vars: { email: viewer.email },
    });
  if (room.requireAccountBefore) {
    const createdAt = await accountCreatedAt(db, viewer.id);
    if (!createdAt || createdAt >= room.requireAccountBefore)
      throw new AppError("rule_refused", {
        messageKey: "waitingRoom.errors.accountTooNew",
        vars: { date: formatWib(room.requireAccountBefore, locale, "dateTime") },
      });
  }
}
