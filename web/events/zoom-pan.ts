/** How the seat map is shown: content scaled by `scale` from its top-left corner, then moved by x, y. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The most the map zooms in, as a multiple of the seats' natural size. */
export const MAX_SCALE = 2;
/** One press of "+" or "−". */
export const ZOOM_STEP = 1.5;

/** The scale at which the whole content is as wide as the frame (never above natural size). */
export function fitScale(frame: Size, content: Size): number {
  if (content.width <= 0 || frame.width <= 0) return 1;
  return Math.min(1, frame.width / content.width);
}

/**
 * Keeps the content inside the frame: a side smaller than the frame is centred (horizontally) or
 * top-aligned (vertically); a side larger than the frame may move only as far as its edges.
 */
export function clampView(view: View, frame: Size, content: Size, minScale: number): View {
  const scale = Math.min(Math.max(view.scale, minScale), Math.max(MAX_SCALE, minScale));
  const width = content.width * scale;
  const height = content.height * scale;
  const x = width <= frame.width ? (frame.width - width) / 2 : clamp(view.x, frame.width - width, 0);
  const y = height <= frame.height ? 0 : clamp(view.y, frame.height - height, 0);
  return { scale, x, y };
}

/** Zooms by `factor` keeping the content point under (px, py), in frame coordinates, where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = view.scale * factor;
  const cx = (px - view.x) / view.scale;
  const cy = (py - view.y) / view.scale;
  return { scale, x: px - cx * scale, y: py - cy * scale };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
