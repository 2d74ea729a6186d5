import { apiTable } from "#shared/contracts/api-table.ts";
import { SEAT_MAP_BODY_MAX_BYTES } from "#shared/contracts/organizer-catalog.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import {
  defineOrganizerRoute,
  type OrganiserAccess,
  parsePathId,
  requireOrgEvent,
} from "../organizations/index.ts";
import { createVoucher, deleteVoucher, updateVoucher } from "../vouchers/index.ts";
import type { CatalogAccess } from "./access.ts";
import { createCategory } from "./create-category.ts";
import { deleteCategory } from "./delete-category.ts";
import { getCatalog } from "./get-catalog.ts";
import { listAudit } from "./list-audit.ts";
import { saveSeatMap } from "./save-seat-map.ts";
import { saveVisitorForm } from "./save-visitor-form.ts";
import { updateCategory } from "./update-category.ts";

const TAG = "organizer";

/** A path id of a category or voucher; one that is not a number names nothing (404). */
const idOf = (raw: string): number => {
  const id = parsePathId(raw);
  if (id === null) throw new AppError("not_found");
  return id;
};

/**
 * `/organizer/organizations/:orgId/events/:eventId/...`: the event's ticket categories, seat map,
 * visitor form, vouchers and change log. The guard checks membership and role; the event must be the
 * organisation's (else 404), and every use case scopes its statements to that event, so another
 * organisation's category or voucher id is a 404 too.
 */
export function catalogRoutes(services: AppServices): ApiRoute[] {
  const { db } = services;
  const eventAccess = async (access: OrganiserAccess, rawEventId: string): Promise<CatalogAccess> => {
    const event = await requireOrgEvent(db, access.organiserId, rawEventId);
    return { actor: access.buyerId, eventId: event.id };
  };
  return [
    defineOrganizerRoute(services, apiTable.orgCatalog, "office", {
      summary: "The event's ticket categories (sold, held), seat map, visitor form and vouchers (uses)",
      tag: TAG,
      successMessage: "orgCatalog.messages.loaded",
      async handler({ params, access, t }) {
        return getCatalog(db, (await eventAccess(access, params.eventId)).eventId, t);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgCreateCategory, "editors", {
      summary: "Add a ticket category: general admission, seated (seats from the seat map) or bundle",
      tag: TAG,
      successMessage: "orgCatalog.messages.categorySaved",
      async handler({ params, body, access }) {
        return createCategory(db, await eventAccess(access, params.eventId), body);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgUpdateCategory, "editors", {
      summary:
        "Edit a category; a quota below sold plus held is refused (422), a new price reaches new holds only",
      tag: TAG,
      successMessage: "orgCatalog.messages.categorySaved",
      async handler({ params, body, access }) {
        return updateCategory(db, await eventAccess(access, params.eventId), idOf(params.categoryId), body);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgDeleteCategory, "editors", {
      summary: "Delete a category never ordered (409 once ordered: hide it instead)",
      tag: TAG,
      successMessage: "orgCatalog.messages.categoryDeleted",
      async handler({ params, access }) {
        return deleteCategory(db, await eventAccess(access, params.eventId), idOf(params.categoryId));
      },
    }),
    defineOrganizerRoute(services, apiTable.orgSaveSeatMap, "editors", {
      summary:
        "Save the seat map: sections of rows x seats, blocked and wheelchair seats, the stage position",
      tag: TAG,
      successMessage: "orgCatalog.messages.seatMapSaved",
      bodyLimit: SEAT_MAP_BODY_MAX_BYTES,
      async handler({ params, body, access }) {
        return saveSeatMap(db, await eventAccess(access, params.eventId), body);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgSaveVisitorForm, "editors", {
      summary: "Save the visitor form checkout asks for each ticket",
      tag: TAG,
      successMessage: "orgCatalog.messages.formSaved",
      async handler({ params, body, access, t }) {
        return saveVisitorForm(db, await eventAccess(access, params.eventId), body, t);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgCreateVoucher, "editors", {
      summary: "Add a voucher",
      tag: TAG,
      successMessage: "orgCatalog.messages.voucherSaved",
      async handler({ params, body, access }) {
        return createVoucher(db, await eventAccess(access, params.eventId), body);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgUpdateVoucher, "editors", {
      summary: "Edit a voucher; a quota below its uses is refused (422)",
      tag: TAG,
      successMessage: "orgCatalog.messages.voucherSaved",
      async handler({ params, body, access }) {
        return updateVoucher(db, await eventAccess(access, params.eventId), idOf(params.voucherId), body);
      },
    }),
    defineOrganizerRoute(services, apiTable.orgDeleteVoucher, "editors", {
      summary: "Delete a voucher never used (409 once used: end its validity instead)",
      tag: TAG,
      successMessage: "orgCatalog.messages.voucherDeleted",
      async handler({ params, access }) {
        return deleteVoucher(db, await eventAccess(access, params.eventId), idOf(params.voucherId));
      },
    }),
    defineOrganizerRoute(services, apiTable.orgEventAudit, "office", {
      summary: "The event's change log (who, when, before, after), newest first",
      tag: TAG,
      successMessage: "orgCatalog.messages.audit",
      async handler({ params, query, access }) {
        return listAudit(db, (await eventAccess(access, params.eventId)).eventId, query);
      },
    }),
  ];
}
