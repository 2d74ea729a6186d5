import type { EventCategory } from "#shared/contracts/events.ts";
import { planSeating, SEATED_SECTIONS } from "./plan-seating.ts";
import type { PlannedCategory } from "./plan-types.ts";
import type { Random } from "./prng.ts";
import { type Role, TEMPLATES } from "./ticket-templates.ts";

export interface TicketContext {
  category: EventCategory;
  phase: "upcoming" | "running" | "ended";
  seated: boolean;
  /** Every status on show (the anchor event), or every category sold out. */
  feature: "normal" | "every_status" | "sold_out";
  startsAt: Date;
  now: Date;
  baseQuota: number;
  basePrice: number;
}

const DAY = 86_400_000;
const roundPrice = (value: number): number => Math.max(5_000, Math.round(value / 5_000) * 5_000);

/** The ticket categories of one event, with sale windows and sales chosen to show each status. */
export function planTickets(context: TicketContext, random: Random): PlannedCategory[] {
  if (context.seated) return planSeatedTickets(context, random);
  return TEMPLATES[context.category].map((template, index) => {
    const quota = Math.max(20, Math.round((context.baseQuota * template.quotaFactor) / 10) * 10);
    const planned: PlannedCategory = {
      name: template.name,
      description: template.description,
      price: roundPrice(context.basePrice * template.priceFactor),
      quota,
      perAccountLimit: template.perAccountLimit ?? null,
      perTransactionMax: template.role === "vip" ? 2 : 5,
      saleStartsAt: new Date(Math.min(context.now.getTime(), context.startsAt.getTime()) - 30 * DAY),
      saleEndsAt: context.startsAt,
      manualStatus: "available",
      isBundle: template.items !== undefined,
      bundleItems: template.items ?? [],
      sold: 0,
      held: 0,
      seating: null,
    };
    if (template.role === "ots") {
      return { ...planned, manualStatus: "ots_only", saleStartsAt: null, saleEndsAt: null };
    }
    return applySales(planned, template.role, index, context, random);
  });
}

function applySales(
  planned: PlannedCategory,
  role: Role,
  index: number,
  context: TicketContext,
  random: Random,
): PlannedCategory {
  const { phase, feature, now, startsAt } = context;
  if (phase === "ended") return { ...planned, sold: Math.round(planned.quota * (0.6 + random.next() * 0.4)) };
  if (phase === "running")
    return { ...planned, sold: Math.round(planned.quota * (0.5 + random.next() * 0.5)) };
  if (feature === "sold_out") return { ...planned, sold: planned.quota };
  // Draw every number up front: how many draws happen must not depend on "now", or seeding on
  // another day would shift every later event.
  const roll = { sold: random.next(), held: random.next(), count: random.int(1, 4), rule: random.next() };
  const sold = Math.round(planned.quota * roll.sold * 0.6);
  const held = roll.held < 0.3 ? roll.count : 0;
  if (feature === "every_status") return showcase(planned, index, now, sold);
  const daysAhead = (startsAt.getTime() - now.getTime()) / DAY;
  if (role === "presale") {
    // Either it sold every ticket (Sold Out, derived from claims) or its window has passed (Closed).
    return roll.rule < 0.5 ? { ...planned, sold: planned.quota } : closedWindow(planned, now, sold);
  }
  if (role === "vip" && roll.rule < 0.15) return { ...planned, manualStatus: "fully_booked", sold };
  if (role === "regular" && roll.rule < 0.5 && daysAhead > 45) return opensLater(planned, now, 7);
  if (roll.rule > 0.96) return { ...planned, manualStatus: "staged", sold: 0 };
  if (roll.rule > 0.93) return { ...planned, manualStatus: "closed", sold };
  return { ...planned, sold, held };
}

/** The anchor event shows one status per category, in template order (OTS is set before this). */
function showcase(planned: PlannedCategory, index: number, now: Date, sold: number): PlannedCategory {
  switch (index) {
    case 0:
      return { ...planned, sold: planned.quota }; // Sold Out, from claims alone
    case 2:
      return opensLater(planned, now, 3); // Staged by its window
    case 3:
      return closedWindow(planned, now, sold); // Closed by its window
    case 4:
      return { ...planned, manualStatus: "fully_booked", sold }; // set by the organiser
    default:
      return { ...planned, sold }; // Available
  }
}

function opensLater(planned: PlannedCategory, now: Date, days: number): PlannedCategory {
  return { ...planned, saleStartsAt: new Date(now.getTime() + days * DAY), sold: 0 };
}

function closedWindow(planned: PlannedCategory, now: Date, sold: number): PlannedCategory {
  const closedAt = new Date(now.getTime() - 5 * DAY);
  return { ...planned, saleStartsAt: new Date(closedAt.getTime() - 30 * DAY), saleEndsAt: closedAt, sold };
}

function planSeatedTickets(context: TicketContext, random: Random): PlannedCategory[] {
  const sections = SEATED_SECTIONS[context.category === "sport" ? "sport" : "stage"];
  return sections.map((section) => {
    const soldShare = context.phase === "upcoming" ? random.next() * 0.5 : 0.6 + random.next() * 0.3;
    const seating = planSeating(section, soldShare, context.phase === "upcoming", random);
    return {
      name: section.name,
      description: section.description,
      price: roundPrice(context.basePrice * section.priceFactor),
      quota: section.rowLabels.length * section.perRow - seating.blocked.length,
      perAccountLimit: 4,
      perTransactionMax: 4,
      saleStartsAt: new Date(Math.min(context.now.getTime(), context.startsAt.getTime()) - 30 * DAY),
      saleEndsAt: context.startsAt,
      manualStatus: "available",
      isBundle: false,
      bundleItems: [],
      sold: 0,
      held: 0,
      seating,
    };
  });
}
