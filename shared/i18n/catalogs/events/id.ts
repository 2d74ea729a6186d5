import type { Catalog } from "../../catalog.ts";

/** Indonesian messages of the events feature. */
export const eventsId: Catalog["events"] = {};
