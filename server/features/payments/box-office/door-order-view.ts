import QRCode from "qrcode";
import type { DoorOrder, DoorOrderKind } from "#shared/contracts/organizer-box-office.ts";
import { ticketShortCode } from "#shared/e-tickets/short-code.ts";
import type { Db } from "../../../db/client.ts";
import type { TransactionRow } from "../data.ts";
import { buyerEmail, ticketsOfOrder } from "./box-office-data.ts";

/** A door order as the organiser's phone shows it: amounts, change, the QR while it waits, the tickets. */
export async function loadDoorOrder(db: Db, row: TransactionRow, issuerId: string): Promise<DoorOrder> {
  const [tickets, email] = await Promise.all([ticketsOfOrder(db, row.id), buyerEmail(db, row.buyerId)]);
  const waiting = row.status === "Waiting For Payment";
  const qr = waiting && row.qrString ? row.qrString : null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    source: row.source as DoorOrderKind,
    status: row.status,
    total: row.total,
    cashReceived: row.cashReceived,
    change: row.cashReceived === null ? null : row.cashReceived - row.total,
    qrString: qr,
    qrImage: qr
      ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
          await QRCode.toString(qr, { type: "svg", margin: 2, errorCorrectionLevel: "M" }),
        )}`
      : null,
    expiresAt: waiting ? row.expiresAt.toISOString() : null,
    externalId: row.externalId,
    // A cash sale without a buyer's e-mail is held by the member who sold it: no address to show.
    buyerEmail: row.buyerId === issuerId && row.issuedBy === issuerId ? null : email,
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      code: ticketShortCode(ticket.id, ticket.codeVersion),
      category: ticket.category,
      holder: ticket.holder,
      entryNumber: ticket.entryNumber,
    })),
  };
}
