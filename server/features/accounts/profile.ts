import type { MyData, Profile } from "#shared/contracts/accounts-profile.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { BuyerRow } from "./data.ts";

/** Associated data binding an identity ciphertext to its buyer (see server/security/data-cipher.ts). */
export function identityContext(buyerId: string): string {
  return `buyers.identity:${buyerId}`;
}

/** The profile as others of the API return it: no password hash, no identity number. */
export function toProfile(buyer: BuyerRow): Profile {
  return {
    id: buyer.id,
    name: buyer.name,
    email: buyer.email,
    gender: buyer.gender,
    dob: buyer.dob,
    phone_number: buyer.phoneNumber,
    country_code: buyer.countryCode,
    phone_number_only: buyer.phoneNumberOnly,
    vegetarian: buyer.vegetarian,
    account_number: buyer.accountNumber,
    allergy: buyer.allergy,
    hobby: buyer.hobby,
    job: buyer.job,
    body_height: buyer.bodyHeight,
    body_weight: buyer.bodyWeight,
    religion: buyer.religion,
    nationality: buyer.nationality,
    blood_type: buyer.bloodType,
    identity_type: buyer.identityType,
    agency: buyer.agency,
    agency_type: buyer.agencyType,
    bank_name: buyer.bankName,
    line: buyer.line,
    instagram: buyer.instagram,
    sign_in_method: buyer.signInMethod,
    // Spec section 3: 0 means "no password set yet"; Google accounts have none and never get one.
    is_acp: buyer.passwordHash ? 1 : 0,
  };
}

export function decryptIdentity(buyer: BuyerRow, cipher: DataCipher): string | null {
  return buyer.identityCiphertext
    ? cipher.decrypt(buyer.identityCiphertext, identityContext(buyer.id))
    : null;
}

/** The profile for its owner only (GET /auth-user/my-data), identity number included. */
export function toMyData(buyer: BuyerRow, cipher: DataCipher): MyData {
  return { ...toProfile(buyer), identity: decryptIdentity(buyer, cipher) };
}
