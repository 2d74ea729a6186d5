/**
 * What the web keeps in the browser between visits. Keys are listed here so "reset all stored state"
 * (logout, any 403: spec sections 4 and 7) clears exactly the buyer's auth, profile, form and payment
 * data and nothing else (saved searches and the language choice survive).
 */
const PREFIX = "tiketin:";
export const STORED_KEYS = {
  sessionMarker: `${PREFIX}session-marker`,
  locale: `${PREFIX}locale`,
  auth: `${PREFIX}auth`,
  profile: `${PREFIX}profile`,
  form: `${PREFIX}form`,
  payment: `${PREFIX}payment`,
  nextRoute: `${PREFIX}next-route`,
  savedSearches: `${PREFIX}saved-searches`,
} as const;

const RESET_ON_LOGOUT = [
  STORED_KEYS.auth,
  STORED_KEYS.profile,
  STORED_KEYS.form,
  STORED_KEYS.payment,
  STORED_KEYS.nextRoute,
];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, embedded webviews)
  }
}

export function readStored(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStored(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the feature degrades to per-visit memory.
  }
}

export function resetStoredState(): void {
  for (const key of RESET_ON_LOGOUT) storage()?.removeItem(key);
}

const MARKER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The 20-character random alphanumeric session marker of spec section 3, made once per browser. */
export function sessionMarker(): string {
  const existing = readStored(STORED_KEYS.sessionMarker);
  if (existing && /^[A-Za-z0-9]{20}$/.test(existing)) return existing;
  // 256 is not a multiple of 62: bytes >= 248 are skipped so every character is equally likely.
  let marker = "";
  while (marker.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < 248 && marker.length < 20) marker += MARKER_ALPHABET[byte % 62];
    }
  }
  writeStored(STORED_KEYS.sessionMarker, marker);
  return marker;
}
