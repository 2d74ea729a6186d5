import type { EventCategory } from "#shared/contracts/events.ts";
import { hashText } from "../../features/events/index.ts";
import { describeEvent, eventTerms, TENTATIVE_NOTES } from "./copy.ts";
import { PLACES } from "./places.ts";
import { planLineup } from "./plan-lineup.ts";
import { planTickets, type TicketContext } from "./plan-tickets.ts";
import type { PlannedEvent } from "./plan-types.ts";
import { planVouchers } from "./plan-vouchers.ts";
import type { Random } from "./prng.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What kind of event slot `index` is: the first ones are fixed so every feature is on show. */
export interface EventSlot {
  category: EventCategory;
  phase: TicketContext["phase"];
  /** Days from today (negative: in the past); ignored for running events. */
  dayOffset: number;
  seated: boolean;
  tentative: boolean;
  feature: TicketContext["feature"];
  showcaseVouchers: boolean;
  place?: { city: string; venue: string };
}

/** Start hour in UTC and length per kind: concerts 19:00 WIB, festivals 14:00 WIB for two days... */
const TIMING: Record<EventCategory, { startHourUtc: number; hours: number }> = {
  concert: { startHourUtc: 12, hours: 4 },
  festival: { startHourUtc: 7, hours: 33 },
  sport: { startHourUtc: 12.5, hours: 3 },
  fun_run: { startHourUtc: -2, hours: 5 },
};

const SCALE: Record<EventCategory, { quota: [number, number]; price: [number, number] }> = {
  concert: { quota: [400, 3_000], price: [150_000, 750_000] },
  festival: { quota: [600, 3_000], price: [100_000, 300_000] },
  sport: { quota: [300, 2_000], price: [40_000, 150_000] },
  fun_run: { quota: [300, 1_500], price: [120_000, 300_000] },
};

function eventTimes(slot: EventSlot, today: Date, now: Date): { startsAt: Date; endsAt: Date } {
  const timing = TIMING[slot.category];
  if (slot.phase === "running") {
    // Under way right now: started a few hours ago (a festival: yesterday), ends later.
    const startsAt = new Date(now.getTime() - (slot.category === "festival" ? 20 : 1) * HOUR);
    return { startsAt, endsAt: new Date(startsAt.getTime() + timing.hours * HOUR) };
  }
  const startsAt = new Date(today.getTime() + slot.dayOffset * DAY + timing.startHourUtc * HOUR);
  return { startsAt, endsAt: new Date(startsAt.getTime() + timing.hours * HOUR) };
}

function pickVenue(slot: EventSlot, random: Random): { city: string; name: string; address: string } {
  const places = slot.place ? PLACES.filter((p) => p.city === slot.place?.city) : PLACES;
  const place = random.pick(places);
  const venues = place.venues.filter((v) =>
    slot.place ? v.name === slot.place.venue : !slot.seated || v.seated,
  );
  const venue = random.pick(venues.length > 0 ? venues : place.venues);
  return { city: place.city, name: venue.name, address: venue.address };
}

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** One event of the plan; `title` picks a title once the lineup and place are known. */
export function planEvent(
  slot: EventSlot,
  title: (lineup: string[], city: string, year: number) => string,
  organiserIndex: number,
  now: Date,
  today: Date,
  random: Random,
): Omit<PlannedEvent, "slug"> {
  const venue = pickVenue(slot, random);
  const { startsAt, endsAt } = eventTimes(slot, today, now);
  const lineup = planLineup(slot.category, random);
  const year = new Date(startsAt.getTime() + 7 * HOUR).getUTCFullYear();
  const eventTitle = title(
    lineup.map((entry) => entry.talent),
    venue.city,
    year,
  );
  const scale = SCALE[slot.category];
  const categories = planTickets(
    {
      category: slot.category,
      phase: slot.phase,
      seated: slot.seated,
      feature: slot.feature,
      startsAt,
      now,
      baseQuota: roundTo(random.int(...scale.quota), 50),
      basePrice: roundTo(random.int(...scale.price), 5_000),
    },
    random,
  );
  const names = lineup.map((entry) => entry.talent).join(", ");
  const token = hashText(eventTitle).toString(36);
  return {
    title: eventTitle,
    description: describeEvent(slot.category, random.int(0, 1), {
      lineup: names,
      venue: venue.name,
      city: venue.city,
    }),
    category: slot.category,
    city: venue.city,
    venueName: venue.name,
    address: venue.address,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue.name}, ${venue.city}`)}`,
    organiserIndex,
    startsAt,
    endsAt,
    isTentativeDate: slot.tentative,
    tentativeNote: slot.tentative ? random.pick(TENTATIVE_NOTES) : null,
    seoTitle: random.chance(0.3) ? `Tiket ${eventTitle} di ${venue.city}` : null,
    seoDescription: null,
    maxTicketByAccount: slot.category === "fun_run" ? 2 : random.chance(0.5) ? random.int(4, 6) : null,
    oneTransactionPerAccount: slot.category === "fun_run" && random.chance(0.5),
    terms: eventTerms(slot.category),
    chatGroupUrl: `https://chat.whatsapp.com/Tiketin${token}`,
    insuranceClaimUrl:
      slot.category === "fun_run" || slot.category === "sport"
        ? `https://asuransi.example.com/klaim?ref=${token}`
        : null,
    taxRateBps: slot.category === "fun_run" ? 0 : random.pick([500, 1_000, 1_000, 1_100]),
    isSeated: slot.seated,
    lineup,
    categories,
    vouchers: planVouchers(categories, now, endsAt, slot.showcaseVouchers, random),
  };
}
