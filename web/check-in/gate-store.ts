import type { OfflineBundle, OfflineScan } from "#shared/contracts/e-tickets.ts";
import { readStored, writeStored } from "../lib/stored-state.ts";

/**
 * What one gate device keeps per event between visits, so it keeps answering with no network: the
 * offline bundle (public keys, revoked codes, display list), the scans waiting to sync, and the tickets
 * this device admitted itself. Gate state is not buyer state, so a logout does not clear it.
 */
export interface LocalAdmission {
  at: string;
  gate: string;
}

const key = (slug: string, part: string) => `tiketin:check-in:${slug}:${part}`;

function readJson<T>(name: string): T | null {
  const raw = readStored(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function createGateStore(slug: string) {
  return {
    bundle: () => readJson<OfflineBundle>(key(slug, "bundle")),
    saveBundle: (bundle: OfflineBundle) => writeStored(key(slug, "bundle"), JSON.stringify(bundle)),
    queue: () => readJson<OfflineScan[]>(key(slug, "queue")) ?? [],
    saveQueue: (scans: OfflineScan[]) => writeStored(key(slug, "queue"), JSON.stringify(scans)),
    admissions: () => readJson<Record<string, LocalAdmission>>(key(slug, "admitted")) ?? {},
    saveAdmissions: (admitted: Record<string, LocalAdmission>) =>
      writeStored(key(slug, "admitted"), JSON.stringify(admitted)),
    gate: () => readStored(key("device", "gate")) ?? "",
    saveGate: (gate: string) => writeStored(key("device", "gate"), gate),
  };
}

export type GateStore = ReturnType<typeof createGateStore>;
