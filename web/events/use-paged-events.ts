import type { EventCard, EventList } from "#shared/contracts/events.ts";
import { type PagedList, usePagedList } from "../lib/use-paged-list.ts";

export type PagedEvents = PagedList<EventCard>;

const eventKey = (event: EventCard) => event.id;

/** Landing and search results: the event list with "load more". */
export function usePagedEvents(
  first: EventList,
  fetchPage: (page: number) => Promise<EventList>,
): PagedEvents {
  return usePagedList(first, fetchPage, eventKey);
}
