import { DEFAULT_VISITOR_FIELDS } from "#shared/checkout/visitor-fields.ts";
import type { OrgCatalog } from "#shared/contracts/organizer-catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { loadStoredVisitorFields } from "../checkout/index.ts";
import { categoryStockCounts, liveSeatIdsOf, voucherUseCounts } from "../stock/index.ts";
import { listVouchersOf, toOrgVoucher } from "../vouchers/index.ts";
import { listEventCategories, listItemsOf, listSeatsOf, listSectionsOf, stagePositionOf } from "./data.ts";
import { toOrgCategory, toOrgVisitorForm, toSectionLayout } from "./to-contract.ts";

/**
 * Everything the catalogue screens of one event show: categories with sold/held, seats, form (its
 * built-in fields named in the reader's language, `t`), vouchers.
 */
export async function getCatalog(db: Db, eventId: number, t: Translator): Promise<OrgCatalog> {
  const categories = await listEventCategories(db, eventId);
  const [items, counts, sections, seats, liveSeats, stage, vouchers, stored] = await Promise.all([
    listItemsOf(
      db,
      categories.map((category) => category.id),
    ),
    categoryStockCounts(db, eventId),
    listSectionsOf(db, eventId),
    listSeatsOf(db, eventId),
    liveSeatIdsOf(db, eventId),
    stagePositionOf(db, eventId),
    listVouchersOf(db, eventId),
    loadStoredVisitorFields(db, eventId),
  ]);
  const uses = await voucherUseCounts(
    db,
    vouchers.map((voucher) => voucher.id),
  );
  return {
    event_id: eventId,
    categories: categories.map((category) =>
      toOrgCategory(
        category,
        items.filter((item) => item.categoryId === category.id),
        counts.get(category.id) ?? { sold: 0, held: 0 },
      ),
    ),
    seat_map: {
      stage_position: stage,
      sections: sections.map((section) =>
        toSectionLayout(
          section,
          seats.filter((seat) => seat.sectionId === section.id),
          liveSeats,
        ),
      ),
    },
    visitor_form: toOrgVisitorForm(stored ?? DEFAULT_VISITOR_FIELDS, stored === null, t),
    vouchers: vouchers.map((voucher) => toOrgVoucher(voucher, uses.get(voucher.id) ?? 0)),
  };
}
