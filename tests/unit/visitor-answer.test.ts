import { describe, expect, it } from "vitest";
import { formatVisitorAnswer } from "../../shared/format/visitor-answer.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";

/**
 * Visitors' answers are shown as a person reads them wherever they appear (the e-ticket reads
 * them through this), not as stored: "no" and "1990-11-03" were on the e-ticket in both languages.
 */
const id = createTranslator("id");
const en = createTranslator("en");

describe("a visitor's answer as shown", () => {
  it("translates yes and no, whichever way they were stored", () => {
    expect(formatVisitorAnswer("no", { type: "yes_no" }, id)).toBe("Tidak");
    expect(formatVisitorAnswer(false, { type: "yes_no" }, id)).toBe("Tidak");
    expect(formatVisitorAnswer("ya", { type: "yes_no" }, en)).toBe("Yes");
    expect(formatVisitorAnswer(true, undefined, en)).toBe("Yes");
  });

  it("writes a date in the reader's format, on the same calendar day", () => {
    expect(formatVisitorAnswer("1990-11-03", { type: "date" }, id)).toBe("3 Nov 1990");
    expect(formatVisitorAnswer("1990-11-03", { type: "date" }, en)).toBe("3 Nov 1990");
    expect(formatVisitorAnswer("1990-11-31", { type: "date" }, id)).toBe("1990-11-31");
  });

  it("joins lists, keeps option labels and text, and shows nothing for agreements or blanks", () => {
    expect(formatVisitorAnswer(["S", " ", "M"], { type: "list" }, en)).toBe("S, M");
    expect(formatVisitorAnswer("Kaos ukuran L", { type: "dropdown" }, id)).toBe("Kaos ukuran L");
    expect(formatVisitorAnswer(true, { type: "agreement" }, id)).toBeNull();
    expect(formatVisitorAnswer("  ", { type: "text" }, id)).toBeNull();
  });
});
