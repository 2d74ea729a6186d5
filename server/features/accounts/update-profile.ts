import type { MyData, UpdateProfileBody } from "#shared/contracts/accounts-profile.ts";
import { validateNik } from "#shared/validation/nik.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/require-viewer.ts";
import { type BuyerRow, findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { type BuyerPatch, updateBuyer } from "./mutations.ts";
import { decryptIdentity, identityContext, toMyData } from "./profile.ts";

/** Body fields that map one-to-one onto columns. */
const PLAIN_FIELDS = {
  name: "name",
  gender: "gender",
  dob: "dob",
  vegetarian: "vegetarian",
  account_number: "accountNumber",
  allergy: "allergy",
  hobby: "hobby",
  job: "job",
  body_height: "bodyHeight",
  body_weight: "bodyWeight",
  religion: "religion",
  nationality: "nationality",
  blood_type: "bloodType",
  identity_type: "identityType",
  agency: "agency",
  agency_type: "agencyType",
  bank_name: "bankName",
  line: "line",
  instagram: "instagram",
} as const satisfies Partial<Record<keyof UpdateProfileBody, keyof BuyerPatch>>;

/** A masked value (`*...`) is the number the web showed back: it means "unchanged". */
function newIdentity(body: UpdateProfileBody): string | undefined {
  return body.identity === undefined || body.identity.startsWith("*") ? undefined : body.identity;
}

/**
 * A KTP number must encode the buyer's date of birth and gender (spec section 5), checked on the
 * profile as it will be after this update, so changing only the dob cannot break the pairing either.
 */
function assertIdentityConsistent(deps: AccountsDeps, buyer: BuyerRow, body: UpdateProfileBody): void {
  const touched = [body.identity, body.identity_type, body.dob, body.gender].some((v) => v !== undefined);
  const type = body.identity_type ?? buyer.identityType;
  if (!touched || type !== "KTP") return;
  const identity = newIdentity(body) ?? decryptIdentity(buyer, deps.cipher);
  if (!identity) return;
  const dob = body.dob ?? buyer.dob;
  const gender = body.gender ?? buyer.gender;
  const found = validateNik(identity, dob && gender ? { dob, gender } : undefined);
  if (found) {
    throw new AppError("validation_failed", {
      fields: { identity: { key: `validation.${found.key}`, vars: found.vars } },
    });
  }
}

/**
 * PUT /auth-user/update-profile: applies only the fields given (the schema already dropped empty ones
 * and never accepts email, phone_number, note or is_acp). The full phone number is derived from the
 * country code and the local number, so the two can never disagree.
 */
export async function updateProfile(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  body: UpdateProfileBody,
): Promise<MyData> {
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw new AppError("unauthorized");
  assertIdentityConsistent(deps, buyer, body);

  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN_FIELDS)) {
    const value = body[field as keyof typeof PLAIN_FIELDS];
    if (value !== undefined) patch[column] = value;
  }
  if (body.country_code !== undefined || body.phone_number_only !== undefined) {
    const countryCode = body.country_code ?? buyer.countryCode;
    const local = body.phone_number_only?.replace(/^0+/, "") ?? buyer.phoneNumberOnly;
    Object.assign(patch, {
      countryCode,
      phoneNumberOnly: local,
      phoneNumber: local ? `${countryCode}${local}` : null,
    });
  }
  const identity = newIdentity(body);
  if (identity !== undefined)
    patch.identityCiphertext = deps.cipher.encrypt(identity, identityContext(buyer.id));

  if (Object.keys(patch).length === 0) return toMyData(buyer, deps.cipher);
  return toMyData(await updateBuyer(deps.db, buyerId, patch as BuyerPatch), deps.cipher);
}
