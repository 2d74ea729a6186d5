import PDFDocument from "pdfkit";
import { formatWib } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";

export interface VoidCopy {
  eventTitle: string;
  startsAt: Date;
  venue: string;
  categoryName: string;
  seat: string | null;
  entryNumber: number;
  note: string;
}

const MARGIN = 48;

/**
 * One A4 page like the e-ticket's, without a QR code, stamped "transferred: not valid for entry" in red.
 * The stamp is also the document's subject, so tools (and tests) can tell a void copy without rendering.
 */
export async function renderVoidCopyPdf(copy: VoidCopy, t: Translator): Promise<Buffer> {
  const stamp = t("eTickets.delivery.voidStamp");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: t("eTickets.pdf.title"), Subject: stamp, Creator: t("brand.name") },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#555555").text(t("brand.name").toUpperCase());
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#111111").text(copy.eventTitle, { width });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#b91c1c").text(stamp, { width });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t("eTickets.pdf.date"), formatWib(copy.startsAt, t.locale, "dateTime")],
    [t("eTickets.pdf.venue"), copy.venue],
    [t("eTickets.pdf.category"), copy.categoryName],
    [t("eTickets.pdf.seat"), copy.seat ?? t("eTickets.pdf.noSeat")],
    [t("eTickets.pdf.entry"), String(copy.entryNumber)],
  ];
  for (const [label, value] of facts) {
    doc.font("Helvetica").fontSize(9).fillColor("#555555").text(label);
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#111111").text(value, { width });
  }
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(10).fillColor("#b91c1c").text(copy.note, { width });
  doc.end();
  return done;
}
