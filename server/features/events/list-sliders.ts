import type { SliderList } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { listActiveSliders } from "./extras-data.ts";
import { singlePageMeta } from "./paging.ts";

/** Landing-page banners inside their active window, in order. */
export async function listSliders(db: Db, now: Date): Promise<SliderList> {
  const rows = (await listActiveSliders(db, now)).map((slider) => ({
    id: slider.id,
    title: slider.title,
    image_url: slider.imagePath,
    link_url: slider.linkUrl,
    sort_order: slider.sortOrder,
  }));
  return { rows, meta: singlePageMeta(rows.length) };
}
