import { describe, expect, it } from "vitest";
import { clampView, fitScale, MAX_SCALE, zoomAt } from "../../web/events/zoom-pan.ts";

const content = { width: 668, height: 420 };

describe("seat map zoom and pan", () => {
  it("fits a wide section to a phone's width and leaves a narrow one at natural size", () => {
    expect(fitScale({ width: 334, height: 0 }, content)).toBeCloseTo(0.5);
    expect(fitScale({ width: 1000, height: 0 }, content)).toBe(1);
  });

  it("centres content narrower than the frame and keeps wider content against its edges", () => {
    const frame = { width: 334, height: 210 };
    expect(clampView({ scale: 0.5, x: 40, y: 30 }, frame, content, 0.5)).toEqual({ scale: 0.5, x: 0, y: 0 });
    const zoomed = clampView({ scale: 1, x: 100, y: -999 }, frame, content, 0.5);
    expect(zoomed).toEqual({ scale: 1, x: 0, y: 210 - 420 });
    expect(clampView({ scale: 1, x: -999, y: 0 }, frame, content, 0.5).x).toBe(334 - 668);
    expect(clampView({ scale: 0.2, x: 0, y: 0 }, { width: 1000, height: 500 }, content, 1)).toEqual({
      scale: 1,
      x: 166,
      y: 0,
    });
  });

  it("never zooms out past the fit nor in past the maximum", () => {
    const frame = { width: 334, height: 210 };
    expect(clampView({ scale: 0.1, x: 0, y: 0 }, frame, content, 0.5).scale).toBe(0.5);
    expect(clampView({ scale: 9, x: 0, y: 0 }, frame, content, 0.5).scale).toBe(MAX_SCALE);
  });

  it("keeps the point under the fingers or cursor in place while zooming", () => {
    const view = { scale: 0.5, x: 10, y: 0 };
    const next = zoomAt(view, 2, 110, 50);
    expect(next.scale).toBe(1);
    expect((110 - next.x) / next.scale).toBeCloseTo((110 - view.x) / view.scale);
    expect((50 - next.y) / next.scale).toBeCloseTo((50 - view.y) / view.scale);
  });
});
