import { describe, expect, it } from "vitest";
import { parseIsoDate, todayInWib, validateBirthDate } from "../../shared/validation/date.ts";
import { normalizeEmail, validateEmail } from "../../shared/validation/email.ts";
import { editDistance, suggestEmail } from "../../shared/validation/email-suggestion.ts";
import { validateMaxLength } from "../../shared/validation/length.ts";
import { validateName, validateTextOnly } from "../../shared/validation/name.ts";
import { validateNik } from "../../shared/validation/nik.ts";
import { validateNumberOnly, validateWholeNumber } from "../../shared/validation/number.ts";
import { validatePassword, validatePasswordAttempt } from "../../shared/validation/password.ts";
import { isEmptyValue, validateRequired } from "../../shared/validation/required.ts";

const key = (found: { key: string } | null) => found?.key ?? null;

describe("required", () => {
  it.each([null, undefined, "", "   ", {}, []])("treats %j as empty (field_empty)", (value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(validateRequired(value)).toEqual({ key: "field_empty" });
  });

  it.each([0, false, "a", { a: 1 }, [0], new Date(0)])("accepts %j", (value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

describe("e-mail", () => {
  it.each(["siti@gmail.com", "Budi.Santoso+tiket@yahoo.co.id", "a_b@sub.example.org", " x@ui.ac.id "])(
    "accepts %s",
    (email) => expect(validateEmail(email)).toBeNull(),
  );

  it.each([
    "siti",
    "siti@",
    "@gmail.com",
    "siti@gmail",
    "siti@@gmail.com",
    "siti gmail@gmail.com",
    ".siti@gmail.com",
    "siti..r@gmail.com",
    "siti@gmail.c0m",
    "siti@-gmail.com",
  ])("refuses malformed %s (invalid_email)", (email) =>
    expect(key(validateEmail(email))).toBe("invalid_email"),
  );

  it("refuses domains ending in .con, the usual slip for .com", () => {
    expect(key(validateEmail("budi@gmail.con"))).toBe("invalid_email");
    expect(key(validateEmail("budi@example.CON"))).toBe("invalid_email");
    expect(validateEmail("budi@gmail.co")).toBeNull(); // .co is a real top-level domain
  });

  it("refuses the blocked sample address in any case, but not its neighbours", () => {
    expect(key(validateEmail("example@example.com"))).toBe("invalid_email");
    expect(key(validateEmail(" Example@Example.COM "))).toBe("invalid_email");
    expect(validateEmail("example2@example.com")).toBeNull();
  });

  it("answers field_empty for blank input and too_long beyond 255 characters", () => {
    expect(key(validateEmail("  "))).toBe("field_empty");
    expect(validateEmail(`${"a".repeat(250)}@gmail.com`)).toEqual({ key: "too_long", vars: { max: 255 } });
  });

  it("normalises by trimming and lowercasing", () => {
    expect(normalizeEmail("  Siti.Rahma@Gmail.COM ")).toBe("siti.rahma@gmail.com");
  });
});

describe("did you mean", () => {
  it.each([
    ["budi@gmial.com", "budi@gmail.com"],
    ["budi@gamil.com", "budi@gmail.com"],
    ["budi@gmai.com", "budi@gmail.com"],
    ["budi@gmail.con", "budi@gmail.com"],
    ["budi@gmail.co", "budi@gmail.com"],
    ["budi@gmailcom", "budi@gmail.com"],
    ["Budi.S@GMIAL.COM", "Budi.S@gmail.com"],
    ["budi@yahooo.com", "budi@yahoo.com"],
    ["budi@yaho.co.id", "budi@yahoo.co.id"],
    ["budi@hotmial.com", "budi@hotmail.com"],
    ["budi@hotnail.com", "budi@hotmail.com"],
  ])("suggests %s -> %s", (typed, suggestion) => expect(suggestEmail(typed)).toBe(suggestion));

  it.each([
    "budi@gmail.com",
    "budi@yahoo.co.id",
    "budi@mail.com",
    "budi@email.com",
    "budi@ymail.com",
    "budi@ui.ac.id",
    "budi@outlook.com",
    "budi",
    "@gmial.com",
  ])("suggests nothing for %s", (typed) => expect(suggestEmail(typed)).toBeNull());

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("name and text only", () => {
  it.each([
    "Siti Rahma",
    "Ni Luh Putu Ayu",
    "O'Brien",
    "Muh. Rizky, S.T.",
    "Dewi ’Ayu",
    "Nguyễn Văn An",
    "Zoë",
  ])("accepts %s", (name) => expect(validateName(name)).toBeNull());

  it("needs at least 3 characters after trimming (three_chars)", () => {
    expect(key(validateName("Al"))).toBe("three_chars");
    expect(key(validateName("  Al  "))).toBe("three_chars");
    expect(validateName("Ali")).toBeNull();
  });

  it.each(["Budi2", "Budi_Santoso", "Budi <script>", "Budi 😀", "Budi@Santoso", "Budi-Santoso"])(
    "refuses %s (invalid_characters)",
    (name) => expect(key(validateName(name))).toBe("invalid_characters"),
  );

  it("answers field_empty for blank and too_long beyond 255", () => {
    expect(key(validateName(" "))).toBe("field_empty");
    expect(validateName("a".repeat(256))).toEqual({ key: "too_long", vars: { max: 255 } });
  });

  it("text only: letters, dot, comma, apostrophe and space", () => {
    expect(validateTextOnly("Jl. Merdeka, Bandung")).toBeNull();
    expect(key(validateTextOnly("Jl. Merdeka 10"))).toBe("text_only");
  });
});

describe("password", () => {
  it("needs at least 8 characters (eight_chars)", () => {
    expect(key(validatePassword("1234567"))).toBe("eight_chars");
    expect(validatePassword("12345678")).toBeNull();
    expect(validatePassword("        ")).toBeNull(); // spaces are characters in a password
  });

  it("refuses more than 128 characters, and a 10 KB one", () => {
    expect(validatePassword("a".repeat(129))).toEqual({ key: "too_long", vars: { max: 128 } });
    expect(key(validatePasswordAttempt("a".repeat(10_240)))).toBe("too_long");
  });

  it("a login attempt may be short (old accounts) but not empty", () => {
    expect(validatePasswordAttempt("abc")).toBeNull();
    expect(key(validatePasswordAttempt(""))).toBe("field_empty");
  });
});

describe("numbers", () => {
  it("number only means digits only", () => {
    expect(validateNumberOnly("081234567890")).toBeNull();
    for (const value of ["0812-345", "+62812", "12.5", "", "١٢٣"]) {
      expect(key(validateNumberOnly(value)), value).toBe("number_only");
    }
  });

  it("whole numbers within bounds (body height and weight)", () => {
    expect(validateWholeNumber(170, 30, 300)).toBeNull();
    expect(validateWholeNumber("170", 30, 300)).toBeNull();
    expect(key(validateWholeNumber("170cm", 30, 300))).toBe("invalid_number");
    expect(key(validateWholeNumber(170.5, 30, 300))).toBe("invalid_number");
    expect(validateWholeNumber(10, 30, 300)).toEqual({ key: "too_small", vars: { min: 30 } });
    expect(validateWholeNumber(301, 30, 300)).toEqual({ key: "too_big", vars: { max: 300 } });
  });

  it("max length defaults to 255", () => {
    expect(validateMaxLength("a".repeat(255))).toBeNull();
    expect(validateMaxLength("a".repeat(256))).toEqual({ key: "too_long", vars: { max: 255 } });
    expect(validateMaxLength("abcd", 3)).toEqual({ key: "too_long", vars: { max: 3 } });
  });
});

describe("dates", () => {
  it("parses real calendar dates only", () => {
    expect(parseIsoDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate("1999-02-29")).toBeNull();
    expect(parseIsoDate("2000-13-01")).toBeNull();
    expect(parseIsoDate("01-01-2000")).toBeNull();
  });

  it("a date of birth is real, not in the future and not before 1900", () => {
    expect(validateBirthDate("1998-01-01", "2026-11-21")).toBeNull();
    expect(validateBirthDate("2026-11-21", "2026-11-21")).toBeNull();
    expect(key(validateBirthDate("2026-11-22", "2026-11-21"))).toBe("invalid_type");
    expect(key(validateBirthDate("1899-12-31", "2026-11-21"))).toBe("invalid_type");
    expect(key(validateBirthDate("", "2026-11-21"))).toBe("field_empty");
  });

  it("today is counted in WIB (UTC+7)", () => {
    expect(todayInWib(new Date("2026-12-31T16:59:59Z"))).toBe("2026-12-31");
    expect(todayInWib(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });
});

describe("NIK", () => {
  // Region 327301, born 17 May 1998.
  const man = "3273011705980001";
  const woman = "3273015705980002"; // day 17 + 40 = 57

  it("accepts a man's NIK that encodes his date of birth", () => {
    expect(validateNik(man, { dob: "1998-05-17", gender: "Male" })).toBeNull();
  });

  it("accepts a woman's NIK, whose day is the day of birth plus 40", () => {
    expect(validateNik(woman, { dob: "1998-05-17", gender: "Female" })).toBeNull();
  });

  it("refuses a NIK whose gender does not match (nik_invalid)", () => {
    expect(key(validateNik(man, { dob: "1998-05-17", gender: "Female" }))).toBe("nik_invalid");
    expect(key(validateNik(woman, { dob: "1998-05-17", gender: "Male" }))).toBe("nik_invalid");
  });

  it("refuses a NIK whose date does not match the date of birth", () => {
    expect(key(validateNik(man, { dob: "1998-05-18", gender: "Male" }))).toBe("nik_invalid");
    expect(key(validateNik(man, { dob: "1998-06-17", gender: "Male" }))).toBe("nik_invalid");
    expect(key(validateNik(man, { dob: "1988-05-17", gender: "Male" }))).toBe("nik_invalid");
    expect(key(validateNik(man, { dob: "2098-05-17", gender: "Male" }))).toBeNull(); // YY is two digits
  });

  it("refuses impossible encoded dates even without an owner", () => {
    expect(key(validateNik("3273013205980001"))).toBe("nik_invalid"); // day 32
    expect(key(validateNik("3273017213980001"))).toBe("nik_invalid"); // day 72
    expect(key(validateNik("3273011713980001"))).toBe("nik_invalid"); // month 13
    expect(key(validateNik("3273010005980001"))).toBe("nik_invalid"); // day 0
    expect(validateNik(man)).toBeNull();
  });

  it("needs digits only and exactly 16 of them", () => {
    expect(key(validateNik("32730117059800AB"))).toBe("number_only");
    expect(validateNik("327301170598")).toEqual({ key: "too_short", vars: { min: 16 } });
    expect(validateNik("32730117059800011")).toEqual({ key: "too_long", vars: { max: 16 } });
    expect(key(validateNik(""))).toBe("field_empty");
  });

  it("accepts a value starting with * (the masked number shown back)", () => {
    expect(validateNik("************0001", { dob: "1998-05-17", gender: "Male" })).toBeNull();
    expect(validateNik("*")).toBeNull();
  });
});
