import { type TicketTab, ticketTabSchema } from "#shared/contracts/e-tickets.ts";

/** The tab of My tickets named in the URL (`?tab=past`); anything else is the default, upcoming. */
export function ticketTabOf(url: URL): TicketTab {
  const parsed = ticketTabSchema.safeParse(url.searchParams.get("tab"));
  return parsed.success ? parsed.data : "upcoming";
}
