import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { clampView, fitScale, MAX_SCALE, type Size, type View, ZOOM_STEP, zoomAt } from "./zoom-pan.ts";

/** A pointer has to move this far (px) before a press on a seat becomes a drag of the map. */
const DRAG_THRESHOLD = 6;
/** Zoomed in, the frame grows up to this share of the window's height, then the map pans inside it. */
const MAX_FRAME_SHARE = 0.6;
/** Room kept around a seat that keyboard focus pans into view. */
const FOCUS_MARGIN = 8;

interface Geometry {
  frameWidth: number;
  content: Size;
  fit: number;
  maxFrameHeight: number;
}

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  startView: View;
  startPoint: { x: number; y: number };
  startDistance: number;
  dragging: boolean;
  suppressClick: boolean;
}

const frameHeightOf = (geometry: Geometry, scale: number) =>
  Math.min(geometry.content.height * scale, geometry.maxFrameHeight);

const frameOf = (geometry: Geometry, scale: number): Size => ({
  width: geometry.frameWidth,
  height: frameHeightOf(geometry, scale),
});

/**
 * Fit-to-width, zoom and pan for the seat map. The content is laid out at its natural size and shown
 * through a CSS transform, so the seats keep their buttons, focus and labels. It opens fitted to the
 * frame's width (and fits again when that width changes); "+", "−" and "fit" zoom about the middle;
 * one pointer drags, two pinch; Ctrl/⌘ + wheel (a trackpad pinch) zooms at the cursor and a plain
 * wheel pans a zoomed map until its edge, then scrolls the page. A seat that gets keyboard focus is
 * panned into view. A press that turned into a drag does not also toggle the seat under it.
 */
export function useZoomPan() {
  const frameRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const latest = useRef({ geometry, view });
  latest.current = { geometry, view };
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    startView: view,
    startPoint: { x: 0, y: 0 },
    startDistance: 0,
    dragging: false,
    suppressClick: false,
  });

  const show = useCallback((next: View) => {
    const current = latest.current.geometry;
    if (!current) return;
    const scale = Math.min(Math.max(next.scale, current.fit), Math.max(MAX_SCALE, current.fit));
    setView(clampView({ ...next, scale }, frameOf(current, scale), current.content, current.fit));
  }, []);

  const measure = useCallback(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    if (!frame || !content) return;
    const size = { width: content.offsetWidth, height: content.offsetHeight };
    const fit = fitScale({ width: frame.clientWidth, height: 0 }, size);
    const next: Geometry = {
      frameWidth: frame.clientWidth,
      content: size,
      fit,
      maxFrameHeight: Math.max(size.height * fit, window.innerHeight * MAX_FRAME_SHARE),
    };
    latest.current.geometry = next;
    setGeometry(next);
    setView(clampView({ scale: fit, x: 0, y: 0 }, frameOf(next, fit), size, fit));
  }, []);

  useLayoutEffect(() => {
    measure();
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === "undefined") return;
    let width = frame.clientWidth;
    const observer = new ResizeObserver(() => {
      if (frame.clientWidth === width) return;
      width = frame.clientWidth;
      measure();
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      const { geometry: current, view: now } = latest.current;
      if (!current) return;
      const rect = frame.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const zoomed = zoomAt(
          now,
          Math.exp(-event.deltaY * 0.002),
          event.clientX - rect.left,
          event.clientY - rect.top,
        );
        show(zoomed);
        return;
      }
      const moved = clampView(
        { ...now, x: now.x - event.deltaX, y: now.y - event.deltaY },
        frameOf(current, now.scale),
        current.content,
        current.fit,
      );
      if (moved.x === now.x && moved.y === now.y) return;
      event.preventDefault();
      setView(moved);
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, [show]);

  const zoomBy = (factor: number) => {
    if (!geometry) return;
    const frame = frameOf(geometry, view.scale);
    show(zoomAt(view, factor, frame.width / 2, frame.height / 2));
  };

  const pointIn = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const restart = () => {
    const g = gesture.current;
    const points = [...g.pointers.values()];
    g.startView = latest.current.view;
    const [a, b] = points;
    if (a && b) {
      g.startPoint = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      g.startDistance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
    } else if (a) g.startPoint = a;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const g = gesture.current;
    if (g.pointers.size === 0) {
      g.dragging = false;
      g.suppressClick = false;
    }
    g.pointers.set(event.pointerId, pointIn(event));
    restart();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, pointIn(event));
    const [a, b] = [...g.pointers.values()];
    if (a && b) {
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(
        g.startView,
        Math.hypot(a.x - b.x, a.y - b.y) / g.startDistance,
        g.startPoint.x,
        g.startPoint.y,
      );
      g.suppressClick = true;
      show({ ...zoomed, x: zoomed.x + middle.x - g.startPoint.x, y: zoomed.y + middle.y - g.startPoint.y });
      return;
    }
    if (!a) return;
    const dx = a.x - g.startPoint.x;
    const dy = a.y - g.startPoint.y;
    if (!g.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!g.dragging) {
      g.dragging = true;
      g.suppressClick = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    show({ ...g.startView, x: g.startView.x + dx, y: g.startView.y + dy });
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g.pointers.delete(event.pointerId)) return;
    restart();
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!gesture.current.suppressClick) return;
    gesture.current.suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!geometry || event.target === event.currentTarget) return;
    const frame = event.currentTarget.getBoundingClientRect();
    const seat = event.target.getBoundingClientRect();
    const shift = (start: number, end: number, min: number, max: number) =>
      start < min + FOCUS_MARGIN
        ? min + FOCUS_MARGIN - start
        : end > max - FOCUS_MARGIN
          ? max - FOCUS_MARGIN - end
          : 0;
    const dx = shift(seat.left, seat.right, frame.left, frame.right);
    const dy = shift(seat.top, seat.bottom, frame.top, frame.bottom);
    if (dx !== 0 || dy !== 0) show({ ...view, x: view.x + dx, y: view.y + dy });
  };

  const fit = geometry?.fit ?? 1;
  const zoomedIn = view.scale > fit + 0.001;
  return {
    frameRef,
    contentRef,
    /** Until the first measurement, the frame has no set height and the content is hidden. */
    measured: geometry !== null,
    frameHeight: geometry ? frameHeightOf(geometry, view.scale) : undefined,
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
    zoomedIn,
    canZoomIn: view.scale < Math.max(MAX_SCALE, fit) - 0.001,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    fitToWidth: () => show({ scale: fit, x: 0, y: 0 }),
    frameProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      onFocus,
    },
  };
}
