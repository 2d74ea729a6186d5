/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0): the checksum of EMVCo QR
 * strings. Check value for "123456789" is 0x29B1. Input is ASCII (QRIS values are ASCII only).
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The CRC as QRIS writes it in tag 63: four uppercase hex digits. */
export const crcHex = (text: string): string =>
  crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, "0");
