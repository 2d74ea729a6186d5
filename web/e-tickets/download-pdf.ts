import type { TicketPdf } from "#shared/contracts/e-tickets.ts";

/**
 * Saves the PDF the API sent as base64 (it travels in the JSON envelope so the same session check
 * applies): decode to a Blob and click a temporary download link.
 */
export function saveTicketPdf(pdf: TicketPdf): void {
  const bytes = Uint8Array.from(atob(pdf.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: pdf.content_type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = pdf.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; give it a moment before freeing the memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
