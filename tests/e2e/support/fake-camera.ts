import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

/**
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a Y4M file in a loop. This writes
 * one still frame showing `text` as a QR code (black modules on white, a quiet zone around), so the
 * check-in page's camera scanner can be tested end to end without a real camera.
 */
export const FAKE_CAMERA_SIZE = { width: 640, height: 480 } as const;

export function writeQrVideo(path: string, text: string): void {
  const { width, height } = FAKE_CAMERA_SIZE;
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const modules = qr.modules.size;
  const scale = Math.floor((height * 0.8) / (modules + 8));
  const side = (modules + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const dark = row >= 0 && col >= 0 && row < modules && col < modules && qr.modules.get(row, col);
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(path, Buffer.concat([Buffer.from(header), Buffer.from("FRAME\n"), luma, chroma]));
}
