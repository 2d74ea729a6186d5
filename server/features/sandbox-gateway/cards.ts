/** Luhn check of a card number (digits only). */
export function isLuhnValid(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand from the number's prefix (the usual test cards: 4... Visa, 5... Mastercard, 34/37 Amex, 35 JCB). */
export function cardBrand(number: string): string {
  if (number.startsWith("4")) return "VISA";
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return "MASTERCARD";
  if (/^3[47]/.test(number)) return "AMEX";
  if (number.startsWith("35")) return "JCB";
  return "UNKNOWN";
}
