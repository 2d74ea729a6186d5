import type { Catalog } from "../../catalog.ts";

/** Indonesian messages of the accounts feature. */
export const accountsId: Catalog["accounts"] = {};
