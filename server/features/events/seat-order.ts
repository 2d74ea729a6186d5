export interface SeatPosition {
  rowLabel: string;
  seatNumber: number;
}

/**
 * Seats read like a theatre plan: by row letter, then seat number as a number (A2 before A10, and B1
 * after A10). Rows past Z are AA, AB..., so a shorter row label always comes first.
 */
export function compareSeats(a: SeatPosition, b: SeatPosition): number {
  if (a.rowLabel.length !== b.rowLabel.length) return a.rowLabel.length - b.rowLabel.length;
  if (a.rowLabel !== b.rowLabel) return a.rowLabel < b.rowLabel ? -1 : 1;
  return a.seatNumber - b.seatNumber;
}

export function seatLabel(seat: SeatPosition): string {
  return `${seat.rowLabel}${seat.seatNumber}`;
}
