import PDFDocument from "pdfkit";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { Translator } from "#shared/i18n/translate.ts";

export interface ReceiptLine {
  name: string;
  quantity: number;
  seats: readonly string[];
  subtotal: number;
}

export interface Receipt {
  invoiceNumber: string;
  paidAt: Date;
  methodLabel: string;
  buyer: { name: string; email: string; phone: string | null };
  eventName: string;
  lines: readonly ReceiptLine[];
  voucherCode: string | null;
  subTotal: number;
  voucherDiscount: number;
  tax: number;
  /** The tax is inside the ticket prices (an all-in event): named "Termasuk PPN", not added. */
  taxIncluded?: boolean;
  inetFee: number;
  paymentFee: number;
  total: number;
}

const MARGIN = 48;
const LABEL = "#555555";
const INK = "#111111";

/**
 * One A4 receipt (invoice) of a paid transaction: number, paid time in WIB, method, buyer, the lines
 * and every amount the buyer paid. The invoice number is also the document's subject, so tools (and
 * tests) can find it without rendering the page.
 */
export async function renderReceiptPdf(receipt: Receipt, t: Translator): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: t("payments.receipt.title"),
      Subject: receipt.invoiceNumber,
      Creator: t("brand.name"),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const money = (amount: number) => formatRupiah(amount, t.locale);
  /** A label on the left and its amount on the right, on one line. */
  const amountRow = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, MARGIN, y, { width: width * 0.65 });
    const after = doc.y;
    doc.text(amount, MARGIN + width * 0.65, y, { width: width * 0.35, align: "right" });
    doc.y = Math.max(after, doc.y) + 2;
  };

  doc.font("Helvetica-Bold").fontSize(10).fillColor(LABEL).text(t("brand.name").toUpperCase());
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(t("payments.receipt.title"), { width });
  doc.moveDown(0.5);
  const buyer = [receipt.buyer.name, receipt.buyer.email, receipt.buyer.phone].filter(Boolean).join("\n");
  const facts: [string, string][] = [
    [t("payments.receipt.invoice"), receipt.invoiceNumber],
    [t("payments.receipt.paidAt"), formatWib(receipt.paidAt, t.locale, "dateTime")],
    [t("payments.receipt.method"), receipt.methodLabel],
    [t("payments.receipt.buyer"), buyer],
    [t("payments.receipt.event"), receipt.eventName],
  ];
  for (const [label, value] of facts) {
    doc.font("Helvetica").fontSize(9).fillColor(LABEL).text(label);
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(value, { width });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(t("payments.receipt.items"), MARGIN);
  doc.moveDown(0.3);
  for (const line of receipt.lines) {
    amountRow(`${line.quantity} × ${line.name}`, money(line.subtotal));
    if (line.seats.length > 0)
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(LABEL)
        .text(t("payments.receipt.seats", { seats: line.seats.join(", ") }), MARGIN, doc.y, { width });
  }
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor("#DDDDDD")
    .stroke();
  doc.moveDown(0.5);
  amountRow(t("payments.receipt.subTotal"), money(receipt.subTotal));
  if (receipt.voucherDiscount > 0) {
    const label = receipt.voucherCode
      ? `${t("payments.receipt.savings")} (${t("payments.receipt.voucher", { code: receipt.voucherCode })})`
      : t("payments.receipt.savings");
    amountRow(label, `-${money(receipt.voucherDiscount)}`);
  }
  amountRow(
    t(receipt.taxIncluded ? "payments.receipt.taxIncluded" : "payments.receipt.tax"),
    money(receipt.tax),
  );
  amountRow(t("payments.receipt.inetFee"), money(receipt.inetFee));
  amountRow(t("payments.receipt.paymentFee"), money(receipt.paymentFee));
  doc.moveDown(0.3);
  amountRow(t("payments.receipt.total"), money(receipt.total), true);
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(LABEL)
    .text(t("payments.receipt.note"), MARGIN, doc.y, { width });
  doc.end();
  return done;
}
