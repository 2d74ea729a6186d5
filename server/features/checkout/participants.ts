import type { HoldLine } from "#shared/contracts/checkout.ts";

export interface ParticipantSlot {
  index: number;
  category_id: number;
  ticket_name: string;
  seat: string | null;
  data: Record<string, unknown> | null;
}

/**
 * One visitor per ticket. Seated tickets come in seat order (letter, then number: the lines' seats are
 * already sorted that way at checkout), then general admission in line order.
 */
export function participantSlots(lines: readonly HoldLine[], saved: unknown): ParticipantSlot[] {
  const data = Array.isArray(saved) ? (saved as Record<string, unknown>[]) : [];
  const seated = lines.flatMap((line) =>
    line.seats.map((seat) => ({ category_id: line.category_id, ticket_name: line.name, seat: seat.label })),
  );
  seated.sort((a, b) => compareLabels(a.seat, b.seat));
  const general = lines
    .filter((line) => line.seats.length === 0)
    .flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        category_id: line.category_id,
        ticket_name: line.name,
        seat: null,
      })),
    );
  return [...seated, ...general].map((slot, index) => ({ index, ...slot, data: data[index] ?? null }));
}

function compareLabels(a: string, b: string): number {
  const [, rowA = "", numA = "0"] = /^([A-Z]+)([0-9]+)$/.exec(a) ?? [];
  const [, rowB = "", numB = "0"] = /^([A-Z]+)([0-9]+)$/.exec(b) ?? [];
  if (rowA.length !== rowB.length) return rowA.length - rowB.length;
  if (rowA !== rowB) return rowA < rowB ? -1 : 1;
  return Number(numA) - Number(numB);
}
