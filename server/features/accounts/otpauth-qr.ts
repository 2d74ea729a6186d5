import QRCode from "qrcode";

/**
 * The otpauth URI as an SVG QR code (data URL), drawn with the library and settings the e-tickets use
 * (e-tickets/ticket-qr.ts), kept here so accounts does not depend on the e-tickets feature.
 */
export async function otpauthQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { errorCorrectionLevel: "M", margin: 2, type: "svg" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
