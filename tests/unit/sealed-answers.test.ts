import { describe, expect, it } from "vitest";
import { createDataCipher, UnreadableCiphertextError } from "#server/security/data-cipher.ts";
import {
  holdAnswersContext,
  openAnswers,
  resealAnswers,
  SEALED_KEY,
  sealAnswers,
  ticketAnswersContext,
} from "#server/security/sealed-answers.ts";
import { fieldSensitivity, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import { visitorFieldsSchema } from "#shared/checkout/visitor-fields-schema.ts";

const cipher = createDataCipher(Buffer.alloc(32, 5));
const field = (key: string, type: VisitorField["type"], sensitivity?: VisitorField["sensitivity"]) => ({
  key,
  type,
  ...(sensitivity ? { sensitivity } : {}),
});

describe("a visitor field's protection class", () => {
  it("is the field's own, else its well-known key's, else its kind's", () => {
    expect(fieldSensitivity(field("nomor_ktp", "nik"))).toBe("identity");
    expect(fieldSensitivity(field("birth_date", "date"))).toBe("identity");
    expect(fieldSensitivity(field("medical_notes", "text"))).toBe("health");
    expect(fieldSensitivity(field("emergency_phone", "phone"))).toBe("contact");
    expect(fieldSensitivity(field("email", "email"))).toBe("contact");
    expect(fieldSensitivity(field("jersey_size", "dropdown"))).toBe("ordinary");
    // The organiser's choice wins over any guess.
    expect(fieldSensitivity(field("golongan_darah", "dropdown", "health"))).toBe("health");
    expect(fieldSensitivity(field("event_date", "date"))).toBe("ordinary");
    // Answers the form does not know are classed by their key.
    expect(fieldSensitivity(undefined, "nik")).toBe("identity");
  });
  it("is stored with the form; keys starting with '_' are refused (they are the server's)", () => {
    const parsed = visitorFieldsSchema.parse([
      { key: "riwayat", label: "Riwayat", type: "text", sensitivity: "health" },
    ]);
    expect(parsed[0]?.sensitivity).toBe("health");
    expect(visitorFieldsSchema.safeParse([{ key: "_sealed", label: "x", type: "text" }]).success).toBe(false);
    expect(
      visitorFieldsSchema.safeParse([{ key: "x", label: "x", type: "text", sensitivity: "secret" }]).success,
    ).toBe(false);
  });
});

describe("sealed answers", () => {
  const fields = [
    field("nik", "nik"),
    field("birth_date", "date", "identity"),
    field("medical_notes", "text", "health"),
  ];
  const answers = {
    name: "Rika Sutanto",
    nik: "3374015708900002",
    birth_date: "1990-08-17",
    medical_notes: "Asma ringan",
    jersey_size: "M",
  };

  it("encrypts identity and health answers into one value and keeps the rest readable", () => {
    const stored = sealAnswers(answers, fields, cipher, holdAnswersContext("h1", 0)) as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored).sort()).toEqual([SEALED_KEY, "jersey_size", "name"]);
    for (const secret of ["3374015708900002", "1990-08-17", "Asma ringan"])
      expect(JSON.stringify(stored)).not.toContain(secret);
    expect(openAnswers(stored, cipher, holdAnswersContext("h1", 0))).toEqual(answers);
  });

  it("cannot be opened on another slot or ticket; re-binding moves it to the ticket", () => {
    const stored = sealAnswers(answers, fields, cipher, holdAnswersContext("h1", 0));
    expect(() => openAnswers(stored, cipher, holdAnswersContext("h1", 1))).toThrow(UnreadableCiphertextError);
    const onTicket = resealAnswers(stored, cipher, holdAnswersContext("h1", 0), ticketAnswersContext("t1"));
    expect(openAnswers(onTicket, cipher, ticketAnswersContext("t1"))).toEqual(answers);
    expect(() => openAnswers(onTicket, cipher, ticketAnswersContext("t2"))).toThrow(
      UnreadableCiphertextError,
    );
  });

  it("sealing twice keeps one sealed value with every answer (the at-rest migration may meet sealed rows)", () => {
    const once = sealAnswers({ name: "Rika", nik: "3374015708900002" }, fields, cipher, "c");
    const twice = sealAnswers({ ...(once as object), medical_notes: "Asma" }, fields, cipher, "c");
    expect(openAnswers(twice, cipher, "c")).toEqual({
      name: "Rika",
      nik: "3374015708900002",
      medical_notes: "Asma",
    });
  });
});
