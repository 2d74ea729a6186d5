import { Link } from "react-router";
import type { EventDetail } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { formatEventWhen } from "./event-dates.ts";
import { ChevronLeftIcon } from "./event-icons.tsx";

/** The top of the buying pages (tickets, checkout): the way back, the page's heading, the event and when/where. */
export function EventPageHeading({
  event,
  back,
  heading,
  titleTestId,
}: {
  event: Pick<EventDetail, "title" | "starts_at" | "ends_at" | "venue_name" | "city">;
  back: { to: string; label: string };
  heading: string;
  titleTestId: string;
}) {
  const t = useT();
  return (
    <>
      <Link
        to={back.to}
        className="inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeftIcon />
        {back.label}
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 desktop:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 font-semibold text-slate-800" data-testid={titleTestId}>
        {event.title}
      </p>
      <p className="text-sm text-slate-600">
        {formatEventWhen(event.starts_at, event.ends_at, t)} ·{" "}
        {t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}
      </p>
    </>
  );
}
