import type { SaleReminder, SaleReminderBody } from "#shared/contracts/reminders.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { enforceRateLimit, type RateLimitPolicy } from "../rate-limits/index.ts";
import { categoryStatuses, REMINDABLE } from "./category-status.ts";
import { findCategoryWithEvent, insertReminder } from "./data.ts";
import type { RemindersDeps } from "./deps.ts";
import { reminderError } from "./errors.ts";

/** Anyone may ask without an account, so one address (or one network) cannot flood others' inboxes. */
const REMINDERS_PER_IP: RateLimitPolicy = { name: "sale-reminder-ip", limit: 30, windowSeconds: 3600 };

/**
 * "Ingatkan saya": waits for one category that is not on sale yet or sold out, for the signed-in buyer's
 * address or the one given. Asking twice is one reminder; a category on sale (or closed for good)
 * is refused, since there is nothing to wait for.
 */
export async function registerSaleReminder(
  deps: RemindersDeps,
  input: { body: SaleReminderBody; viewer: Viewer | null; ip: string; locale: Locale },
): Promise<SaleReminder> {
  const email = input.viewer?.email.toLowerCase() ?? input.body.email;
  if (!email) throw reminderError.emailRequired();
  const category = await findCategoryWithEvent(deps.db, input.body.category_id);
  if (!category) throw reminderError.categoryNotFound();
  const statuses = await categoryStatuses(deps.db, category.eventId, category.endsAt, deps.clock.now());
  const status = statuses.get(category.categoryId);
  if (!status || !REMINDABLE.has(status)) throw reminderError.notRemindable();
  await enforceRateLimit(deps.limiter, REMINDERS_PER_IP, input.ip);
  await insertReminder(deps.db, {
    categoryId: category.categoryId,
    email,
    buyerId: input.viewer?.id ?? null,
    locale: input.locale,
  });
  return { category_id: category.categoryId, email };
}
