import type { ReactNode } from "react";
import { useT } from "../lib/i18n.tsx";
import { MinusIcon, PlusIcon } from "./event-icons.tsx";
import { useZoomPan } from "./use-zoom-pan.ts";

const TOOL =
  "grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300";

/**
 * The seat map's frame: the stage label pinned above it (it never pans or zooms away), the seats fitted
 * to the frame's width, and zoom out / fit / zoom in buttons under it. Pinch, drag and wheel are in
 * `use-zoom-pan.ts`. While the map is fitted a touch may still scroll the page vertically; zoomed in,
 * every touch moves the map.
 */
export function SeatMapFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const map = useZoomPan();
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-3 desktop:p-4">
      <p
        aria-hidden="true"
        className="rounded-md bg-slate-800 py-1 text-center text-xs font-semibold tracking-[0.3em] text-white uppercase"
        data-testid="seat-stage"
      >
        {t("ticketPicker.seats.stage")}
      </p>
      <div
        ref={map.frameRef}
        className={`relative mt-4 overflow-clip select-none ${map.zoomedIn ? "cursor-grab touch-none" : "touch-pan-y"}`}
        style={{ height: map.frameHeight }}
        data-testid="seat-map"
        data-zoomed={map.zoomedIn}
        {...map.frameProps}
      >
        <div
          ref={map.contentRef}
          className={`absolute top-0 left-0 w-max origin-top-left ${map.measured ? "" : "invisible"}`}
          style={{ transform: map.transform }}
        >
          {children}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={map.zoomOut}
          disabled={!map.zoomedIn}
          aria-label={t("ticketPicker.seats.zoomOut")}
          className={TOOL}
          data-testid="zoom-out"
        >
          <MinusIcon />
        </button>
        <button
          type="button"
          onClick={map.fitToWidth}
          disabled={!map.zoomedIn}
          className={`${TOOL} w-auto px-4 text-sm font-semibold`}
          data-testid="zoom-fit"
        >
          {t("ticketPicker.seats.fit")}
        </button>
        <button
          type="button"
          onClick={map.zoomIn}
          disabled={!map.canZoomIn}
          aria-label={t("ticketPicker.seats.zoomIn")}
          className={TOOL}
          data-testid="zoom-in"
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
