import type { FirstViewMessages } from "../../catalog.ts";
import { catalogueEn } from "../catalogue/en.ts";
import { coreEn } from "../core/en.ts";
import { eventsEn } from "../events/en.ts";

/** The English text a browser loads before its first view (see `../../browser-catalogs.ts`). */
export const firstViewEn: FirstViewMessages = { ...coreEn, catalogue: catalogueEn, events: eventsEn };
