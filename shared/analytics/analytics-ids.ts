import { z } from "zod";

/**
 * The analytics an organiser may run on its event pages: a Google Analytics 4
 * measurement id and a Meta Pixel id. The database checks the same formats.
 */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
export const META_PIXEL_ID = /^[0-9]{8,20}$/;

export interface AnalyticsIds {
  ga4_measurement_id: string | null;
  meta_pixel_id: string | null;
}

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** What an organiser screen sends: each id, or null (or blank) to remove it. Case and spaces forgiven. */
export const analyticsIdsInputSchema = z.strictObject({
  ga4_measurement_id: z.preprocess(
    blankToNull,
    z.string().trim().toUpperCase().regex(GA4_MEASUREMENT_ID, { error: "analytics.invalidGa4" }).nullable(),
  ),
  meta_pixel_id: z.preprocess(
    blankToNull,
    z.string().trim().regex(META_PIXEL_ID, { error: "analytics.invalidPixel" }).nullable(),
  ),
});
export type AnalyticsIdsInput = z.input<typeof analyticsIdsInputSchema>;

/** The ids a page of this event uses: each of the event's own wins over the organisation's. */
export function effectiveAnalyticsIds(event: AnalyticsIds, organiser: AnalyticsIds): AnalyticsIds {
  return {
    ga4_measurement_id: event.ga4_measurement_id ?? organiser.ga4_measurement_id,
    meta_pixel_id: event.meta_pixel_id ?? organiser.meta_pixel_id,
  };
}

export const analyticsIdsSchema = z.object({
  ga4_measurement_id: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
});
