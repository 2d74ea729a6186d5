import type { FirstViewMessages } from "../../catalog.ts";
import { catalogueId } from "../catalogue/id.ts";
import { coreId } from "../core/id.ts";
import { eventsId } from "../events/id.ts";

/** The Indonesian text a browser loads before its first view (see `../../browser-catalogs.ts`). */
export const firstViewId: FirstViewMessages = { ...coreId, catalogue: catalogueId, events: eventsId };
