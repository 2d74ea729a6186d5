import type { MyData, UpdateProfileBody } from "#shared/contracts/accounts-profile.ts";
import { validateNik } from "#shared/validation/nik.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { type BuyerPatch, updateBuyer } from "./account-writes-data.ts";
import { type BuyerRow, findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { decryptIdentity, identityContext, toMyData } from "./profile.ts";

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

  // Undefined means "not given": drizzle leaves those columns out of the UPDATE.
  const patch: BuyerPatch = {
    name: body.name,
    gender: body.gender,
    dob: body.dob,
    vegetarian: body.vegetarian,
    accountNumber: body.account_number,
    allergy: body.allergy,
    hobby: body.hobby,
    job: body.job,
    bodyHeight: body.body_height,
    bodyWeight: body.body_weight,
    religion: body.religion,
    nationality: body.nationality,
    bloodType: body.blood_type,
    identityType: body.identity_type,
    agency: body.agency,
    agencyType: body.agency_type,
    bankName: body.bank_name,
    line: body.line,
    instagram: body.instagram,
  };
  if (body.country_code !== undefined || body.phone_number_only !== undefined) {
    patch.countryCode = body.country_code ?? buyer.countryCode;
    patch.phoneNumberOnly = body.phone_number_only?.replace(/^0+/, "") ?? buyer.phoneNumberOnly;
    patch.phoneNumber = patch.phoneNumberOnly ? `${patch.countryCode}${patch.phoneNumberOnly}` : null;
  }
  const identity = newIdentity(body);
  if (identity !== undefined)
    patch.identityCiphertext = deps.cipher.encrypt(identity, identityContext(buyer.id));

  if (Object.values(patch).every((value) => value === undefined)) return toMyData(buyer, deps.cipher);
  return toMyData(await updateBuyer(deps.db, buyerId, patch), deps.cipher);
}
