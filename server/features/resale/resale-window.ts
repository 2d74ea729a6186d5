const HOUR_MS = 3_600_000;

/** When listing closes: the organiser's hours before the start (24 unless set). */
export const listingClosesAt = (startsAt: Date, listUntilHours: number): Date =>
  new Date(startsAt.getTime() - listUntilHours * HOUR_MS);

/** Whether a ticket may be listed (or a listed one bought) now. */
export const listingOpen = (
  settings: { enabled: boolean; listUntilHours: number } | undefined,
  event: { startsAt: Date; lifecycle: string },
  now: Date,
): boolean =>
  Boolean(settings?.enabled) &&
  event.lifecycle === "published" &&
  now.getTime() < listingClosesAt(event.startsAt, settings?.listUntilHours ?? 24).getTime();
