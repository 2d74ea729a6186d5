import { z } from "zod";
import { EMAIL_SCHEMA_HINTS, validateEmail } from "../validation/email.ts";
import { optionalField, validatedString } from "../validation/zod.ts";

const email = () =>
  validatedString(validateEmail, { hints: EMAIL_SCHEMA_HINTS }).transform((value) => value.toLowerCase());

/**
 * "Ingatkan saya" on a ticket category that is not on sale yet or sold out. A signed-in buyer is
 * reminded at the account's address (any `email` sent is ignored); a visitor must give one.
 */
export const saleReminderBodySchema = z.object({
  category_id: z.number().int().positive().max(2_147_483_647),
  email: optionalField(email()).describe("Required when not signed in; ignored when signed in."),
});
export type SaleReminderBody = z.infer<typeof saleReminderBodySchema>;

export const saleReminderSchema = z.object({
  category_id: z.number().int().positive(),
  /** Where the one reminder will go. */
  email: z.string(),
});
export type SaleReminder = z.infer<typeof saleReminderSchema>;
