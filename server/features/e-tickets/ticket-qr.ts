import QRCode from "qrcode";

/**
 * QR images of a ticket code. Error correction M (15 %) survives a cracked phone screen while keeping
 * the 119-character code at version 7 (45 x 45 modules), easy for any phone camera.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

export async function qrSvgDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { ...OPTIONS, type: "svg" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...OPTIONS, type: "png", width: 480 });
}
