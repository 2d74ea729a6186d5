import { describe, expect, it } from "vitest";
import { validateVisitor } from "../../shared/checkout/visitor-fields.ts";
import { visitorFieldsSchema } from "../../shared/checkout/visitor-fields-schema.ts";

// Digits 7-12 are DDMMYY, the day plus 40 for women: 17 May 1998.
const WOMAN_1998_05_17 = "3201235705980001";
const MAN_1998_05_17 = "3201231705980001";

const nikProblem = (fields: unknown[], values: Record<string, string | boolean>) =>
  validateVisitor(visitorFieldsSchema.parse(fields), "Festival", {
    name: "Siti Rahma",
    ...values,
  }).nik?.key;

describe("a visitor's NIK against every field the form has (spec section 8)", () => {
  // The seeded concert form: gender as a dropdown in Indonesian, no birth date.
  const concert = [
    { key: "name", label: "Nama", type: "text" },
    { key: "nik", label: "NIK", type: "nik" },
    { key: "gender", label: "Jenis kelamin", type: "dropdown", options: ["Laki-laki", "Perempuan"] },
  ];
  it("refuses a woman's NIK for 'Laki-laki' and a man's for 'Perempuan' when there is no birth date", () => {
    expect(nikProblem(concert, { nik: WOMAN_1998_05_17, gender: "Laki-laki" })).toBe(
      "validation.nik_invalid",
    );
    expect(nikProblem(concert, { nik: MAN_1998_05_17, gender: "Perempuan" })).toBe("validation.nik_invalid");
  });
  it("accepts a NIK whose gender matches the form's", () => {
    expect(nikProblem(concert, { nik: WOMAN_1998_05_17, gender: "Perempuan" })).toBeUndefined();
    expect(nikProblem(concert, { nik: MAN_1998_05_17, gender: "Laki-laki" })).toBeUndefined();
  });

  // The seeded festival form: a birth date under `birth_date`, no gender.
  const festival = [
    { key: "name", label: "Nama", type: "text" },
    { key: "birth_date", label: "Tanggal lahir", type: "date" },
    { key: "nik", label: "NIK", type: "nik" },
  ];
  it("refuses a NIK whose date disagrees with the birth date, whatever the gender", () => {
    expect(nikProblem(festival, { nik: WOMAN_1998_05_17, birth_date: "1998-05-18" })).toBe(
      "validation.nik_invalid",
    );
    expect(nikProblem(festival, { nik: MAN_1998_05_17, birth_date: "1999-05-17" })).toBe(
      "validation.nik_invalid",
    );
    expect(nikProblem(festival, { nik: WOMAN_1998_05_17, birth_date: "1998-05-17" })).toBeUndefined();
    expect(nikProblem(festival, { nik: MAN_1998_05_17, birth_date: "1998-05-17" })).toBeUndefined();
  });

  it("checks both when the form has both, and leaves an invalid date to its own field", () => {
    const both = [
      ...festival,
      { key: "gender", label: "Gender", type: "dropdown", options: ["Male", "Female"] },
    ];
    expect(nikProblem(both, { nik: WOMAN_1998_05_17, birth_date: "1998-05-17", gender: "Male" })).toBe(
      "validation.nik_invalid",
    );
    expect(
      nikProblem(both, { nik: WOMAN_1998_05_17, birth_date: "1998-05-17", gender: "Female" }),
    ).toBeUndefined();
    expect(
      nikProblem(both, { nik: WOMAN_1998_05_17, birth_date: "1998-02-31", gender: "Female" }),
    ).toBeUndefined();
  });

  it("keeps accepting the masked number the server showed back", () => {
    expect(nikProblem(concert, { nik: "************0001", gender: "Laki-laki" })).toBeUndefined();
  });
});
