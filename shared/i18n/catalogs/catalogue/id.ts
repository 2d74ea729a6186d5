import type { Catalog } from "../../catalog.ts";

/** Teks Indonesia untuk beranda, pencarian, detail event, dan pemilihan tiket. */
export const catalogueId: Catalog["catalogue"] = {};
