import PDFDocument from "pdfkit";
import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { qrPng } from "./ticket-qr.ts";

export interface PdfTicket {
  code: string;
  /** The 8-character code gate staff can type (`shared/e-tickets/short-code.ts`). */
  shortCode: string;
  eventTitle: string;
  startsAt: Date;
  venue: string;
  categoryName: string;
  seat: string | null;
  entryNumber: number;
  holderName: string;
}

const MARGIN = 48;
const QR_SIZE = 240;

/**
 * One A4 page per ticket: the facts a gate steward reads, the QR, the short ticket code under it (for a
 * typed entry when the camera fails) and the QR's code in text. The codes are also the document's
 * keywords, so tools (and tests) can find them without rendering the page.
 */
export async function renderTicketsPdf(tickets: readonly PdfTicket[], t: Translator): Promise<Buffer> {
  const images = await Promise.all(tickets.map((ticket) => qrPng(ticket.code)));
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: t("eTickets.pdf.title"),
      Keywords: tickets.flatMap((ticket) => [ticket.code, ticket.shortCode]).join(" "),
      Creator: t("brand.name"),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  tickets.forEach((ticket, index) => {
    doc.addPage();
    const width = doc.page.width - MARGIN * 2;
    doc.font("Helvetica-Bold").fontSize(10).fillColor("#555555").text(t("brand.name").toUpperCase());
    doc.font("Helvetica-Bold").fontSize(18).fillColor("#111111").text(ticket.eventTitle, { width });
    doc.moveDown(0.5);
    const facts: [string, string][] = [
      [t("eTickets.pdf.date"), formatWib(ticket.startsAt, t.locale, "dateTime")],
      [t("eTickets.pdf.venue"), ticket.venue],
      [t("eTickets.pdf.category"), ticket.categoryName],
      [t("eTickets.pdf.seat"), ticket.seat ?? t("eTickets.pdf.noSeat")],
      [t("eTickets.pdf.entry"), String(ticket.entryNumber)],
      [t("eTickets.pdf.holder"), ticket.holderName],
    ];
    for (const [label, value] of facts) {
      doc.font("Helvetica").fontSize(9).fillColor("#555555").text(label);
      doc.font("Helvetica-Bold").fontSize(11).fillColor("#111111").text(value, { width });
    }
    const image = images[index];
    if (image)
      doc.image(image, MARGIN + (width - QR_SIZE) / 2, doc.y + 8, { width: QR_SIZE, height: QR_SIZE });
    doc.y += QR_SIZE + 16;
    doc.font("Helvetica").fontSize(9).fillColor("#555555").text(t("eTickets.pdf.shortCode"), {
      width,
      align: "center",
    });
    doc
      .font("Courier-Bold")
      .fontSize(22)
      .fillColor("#111111")
      .text(ticket.shortCode, { width, align: "center" });
    doc.moveDown(0.5);
    doc.font("Helvetica").fontSize(8).fillColor("#555555").text(t("eTickets.pdf.code"), { width });
    doc.font("Courier").fontSize(7).fillColor("#111111").text(ticket.code, { width });
    doc.moveDown(0.5);
    doc.font("Helvetica").fontSize(8).fillColor("#555555").text(t("eTickets.pdf.note"), { width });
    doc.text(t("eTickets.pdf.page", { n: index + 1, total: tickets.length }), { width, align: "right" });
  });
  doc.end();
  return done;
}
