import {
  fieldSensitivity,
  isProtectedSensitivity,
  type VisitorField,
  type VisitorFieldSensitivity,
} from "#shared/checkout/visitor-fields.ts";
import type { DataCipher } from "./data-cipher.ts";

/**
 * A visitor's answers at rest (hold participants, e-ticket visitor data): contact and ordinary answers
 * stay readable for the gate, the organiser and the invoice; identity and health answers are encrypted
 * together into one value under `_sealed`, bound to the hold slot or the ticket they belong to. Field
 * keys start with a letter (visitor-fields-schema.ts), so `_sealed` never collides with an answer.
 */
export const SEALED_KEY = "_sealed";

export type Answers = Record<string, unknown>;
type FieldClass = Pick<VisitorField, "key" | "type" | "sensitivity">;

/** Associated data of a hold's visitor: its answers cannot be moved to another hold or slot. */
export const holdAnswersContext = (holdId: string, index: number) =>
  `checkout_holds.participants:${holdId}:${index}`;
/** Associated data of a ticket's visitor: its answers cannot be moved to another ticket. */
export const ticketAnswersContext = (ticketId: string) => `e_tickets.visitor_data:${ticketId}`;

const isAnswers = (value: unknown): value is Answers =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The class of each answer key, from the event's form (keys it does not know: by their name). */
function classifier(fields: readonly FieldClass[]): (key: string) => VisitorFieldSensitivity {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (key) => fieldSensitivity(byKey.get(key), key);
}

/** Some identity or health answer is stored in clear (rows written before encryption existed). */
export function hasClearProtectedAnswers(stored: unknown, fields: readonly FieldClass[]): boolean {
  if (!isAnswers(stored)) return false;
  const classOf = classifier(fields);
  return Object.keys(stored).some((key) => key !== SEALED_KEY && isProtectedSensitivity(classOf(key)));
}

/**
 * Encrypts the identity and health answers into `_sealed` (merged with any already sealed there) and
 * keeps the rest as they are. Null and non-objects pass through.
 */
export function sealAnswers(
  answers: unknown,
  fields: readonly FieldClass[],
  cipher: DataCipher,
  context: string,
): unknown {
  if (!isAnswers(answers)) return answers;
  const classOf = classifier(fields);
  const readable: Answers = {};
  const secret: Answers =
    typeof answers[SEALED_KEY] === "string" ? openSealed(answers[SEALED_KEY], cipher, context) : {};
  for (const [key, value] of Object.entries(answers)) {
    if (key === SEALED_KEY) continue;
    if (isProtectedSensitivity(classOf(key))) secret[key] = value;
    else readable[key] = value;
  }
  if (Object.keys(secret).length === 0) return readable;
  return { ...readable, [SEALED_KEY]: cipher.encrypt(JSON.stringify(secret), context) };
}

/** All of a visitor's answers, the sealed ones decrypted. Throws UnreadableCiphertextError. */
export function openAnswers(stored: unknown, cipher: DataCipher, context: string): Answers | null {
  if (!isAnswers(stored)) return null;
  const { [SEALED_KEY]: sealed, ...readable } = stored;
  return typeof sealed === "string" ? { ...readable, ...openSealed(sealed, cipher, context) } : readable;
}

/**
 * The same answers bound to another record, or under the active key (rotation): only the sealed value
 * changes. Throws UnreadableCiphertextError when the sealed value does not open under `from`.
 */
export function resealAnswers(stored: unknown, cipher: DataCipher, from: string, to: string): unknown {
  if (!isAnswers(stored) || typeof stored[SEALED_KEY] !== "string") return stored;
  const plaintext = cipher.decrypt(stored[SEALED_KEY], from);
  return { ...stored, [SEALED_KEY]: cipher.encrypt(plaintext, to) };
}

/** The sealed value is under the active key already (nothing for a rotation to do). */
export function sealedWithActiveKey(stored: unknown, cipher: DataCipher): boolean {
  return !isAnswers(stored) || typeof stored[SEALED_KEY] !== "string" || cipher.isCurrent(stored[SEALED_KEY]);
}

function openSealed(sealed: string, cipher: DataCipher, context: string): Answers {
  const parsed: unknown = JSON.parse(cipher.decrypt(sealed, context));
  return isAnswers(parsed) ? parsed : {};
}
