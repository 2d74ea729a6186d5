/**
 * The seat-map builder's generator: a section described as rows x seats, with its
 * first row letter, first seat number, blocked seats and wheelchair spaces, becomes the seat rows the
 * buyer's picker reads (`seats`: row label, seat number, blocked, wheelchair). Pure and shared: the
 * builder previews with it in the browser and the server stores what it answers.
 */

/** Row labels the database accepts (`seats_row_label_format`) and seat numbers it accepts. */
export const ROW_LABEL = /^[A-Z]{1,3}$/;
export const MAX_SEAT_NUMBER = 9999;
export const MAX_ROWS_PER_SECTION = 100;
export const MAX_SEATS_PER_ROW = 200;
/** Seats of one event, all sections: a large arena, and a bound on one save's work. */
export const MAX_SEATS_PER_EVENT = 20_000;

export interface SectionLayout {
  rows: number;
  seatsPerRow: number;
  /** The front row's label (`A`); the next rows follow it (`B`, ..., `Z`, `AA`, ...). */
  firstRow: string;
  /** The number of each row's first seat. */
  firstSeat: number;
  /** Seat labels (`C7`) never for sale: a camera platform, a sound desk. */
  blocked: readonly string[];
  /** Seat labels (`A1`) that are wheelchair spaces. */
  wheelchair: readonly string[];
}

export interface GeneratedSeat {
  rowLabel: string;
  seatNumber: number;
  isBlocked: boolean;
  isWheelchair: boolean;
}

export type SeatMapProblem =
  | { code: "rows_range"; max: number }
  | { code: "seats_range"; max: number }
  | { code: "first_row" }
  | { code: "first_seat"; max: number }
  | { code: "rows_past_zzz" }
  | { code: "unknown_seat"; label: string }
  | { code: "blocked_wheelchair"; label: string };

/** `A` -> 0, `Z` -> 25, `AA` -> 26 ... (bijective base 26, like spreadsheet columns). */
export function rowIndex(label: string): number {
  let index = 0;
  for (const char of label) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

/** The inverse of `rowIndex`: 0 -> `A`, 26 -> `AA`. */
export function rowLabelAt(index: number): string {
  let label = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  }
  return label;
}

/** `aa 12` or `AA12` -> `AA12`: labels are compared without case or spaces. */
export const normaliseSeatLabel = (label: string): string => label.replace(/\s+/g, "").toUpperCase();

/** The first problem of a layout, or null: what the builder shows beside the field and the API refuses. */
export function seatMapProblem(layout: SectionLayout): SeatMapProblem | null {
  if (!Number.isInteger(layout.rows) || layout.rows < 1 || layout.rows > MAX_ROWS_PER_SECTION)
    return { code: "rows_range", max: MAX_ROWS_PER_SECTION };
  if (
    !Number.isInteger(layout.seatsPerRow) ||
    layout.seatsPerRow < 1 ||
    layout.seatsPerRow > MAX_SEATS_PER_ROW
  )
    return { code: "seats_range", max: MAX_SEATS_PER_ROW };
  if (!ROW_LABEL.test(layout.firstRow)) return { code: "first_row" };
  const lastSeat = layout.firstSeat + layout.seatsPerRow - 1;
  if (!Number.isInteger(layout.firstSeat) || layout.firstSeat < 1 || lastSeat > MAX_SEAT_NUMBER)
    return { code: "first_seat", max: MAX_SEAT_NUMBER - layout.seatsPerRow + 1 };
  if (rowLabelAt(rowIndex(layout.firstRow) + layout.rows - 1).length > 3) return { code: "rows_past_zzz" };
  const labels = new Set(generateLabels(layout));
  const blocked = new Set(layout.blocked.map(normaliseSeatLabel));
  for (const label of [...blocked, ...layout.wheelchair.map(normaliseSeatLabel)]) {
    if (!labels.has(label)) return { code: "unknown_seat", label };
  }
  for (const label of layout.wheelchair.map(normaliseSeatLabel)) {
    if (blocked.has(label)) return { code: "blocked_wheelchair", label };
  }
  return null;
}

function generateLabels(layout: SectionLayout): string[] {
  const labels: string[] = [];
  const first = rowIndex(layout.firstRow);
  for (let row = 0; row < layout.rows; row++) {
    const rowLabel = rowLabelAt(first + row);
    for (let seat = 0; seat < layout.seatsPerRow; seat++)
      labels.push(`${rowLabel}${layout.firstSeat + seat}`);
  }
  return labels;
}

/**
 * The seats of a valid layout, front row first, each row left to right. Throws on an invalid layout:
 * callers check `seatMapProblem` first (the API answers its problem as a translated 400).
 */
export function generateSeats(layout: SectionLayout): GeneratedSeat[] {
  const problem = seatMapProblem(layout);
  if (problem) throw new Error(`invalid seat layout: ${problem.code}`);
  const blocked = new Set(layout.blocked.map(normaliseSeatLabel));
  const wheelchair = new Set(layout.wheelchair.map(normaliseSeatLabel));
  const first = rowIndex(layout.firstRow);
  const seats: GeneratedSeat[] = [];
  for (let row = 0; row < layout.rows; row++) {
    const rowLabel = rowLabelAt(first + row);
    for (let offset = 0; offset < layout.seatsPerRow; offset++) {
      const seatNumber = layout.firstSeat + offset;
      const label = `${rowLabel}${seatNumber}`;
      seats.push({
        rowLabel,
        seatNumber,
        isBlocked: blocked.has(label),
        isWheelchair: wheelchair.has(label),
      });
    }
  }
  return seats;
}

/** Seats a layout puts on sale (not blocked): a seated category's quota. */
export const sellableSeats = (layout: SectionLayout): number =>
  layout.rows * layout.seatsPerRow - new Set(layout.blocked.map(normaliseSeatLabel)).size;
