import { describe, expect, it } from "vitest";
import { holderName, visitorEntries } from "#server/features/e-tickets/ticket-view.ts";
import { transferWindow } from "#server/features/e-tickets/transfer-policy.ts";
import { type CodeFacts, decideVerdict } from "#shared/e-tickets/verdict.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";

const idT = createTranslator("id");
const enT = createTranslator("en");

const HOUR = 3_600_000;
const startsAt = new Date("2027-03-01T12:00:00.000Z");
const at = (hoursBeforeStart: number) => new Date(startsAt.getTime() - hoursBeforeStart * HOUR);

describe("transfer window", () => {
  const open = { transfersEnabled: true, transferFreezeHours: 24 };
  it("allows transfers until the freeze, then refuses them, and always once the event starts", () => {
    expect(transferWindow(open, { startsAt }, at(25)).blockedBy).toBeNull();
    expect(transferWindow(open, { startsAt }, at(24)).blockedBy).toBe("transfer_frozen");
    expect(transferWindow(open, { startsAt }, at(1)).blockedBy).toBe("transfer_frozen");
    expect(transferWindow(open, { startsAt }, at(0)).blockedBy).toBe("event_over");
    expect(transferWindow({ ...open, transferFreezeHours: 0 }, { startsAt }, at(0.01)).blockedBy).toBeNull();
    expect(transferWindow(open, { startsAt }, at(25)).freezeStartsAt.toISOString()).toBe(
      "2027-02-28T12:00:00.000Z",
    );
  });
  it("refuses everything when the organiser switched transfers off", () => {
    expect(transferWindow({ ...open, transfersEnabled: false }, { startsAt }, at(500)).blockedBy).toBe(
      "transfers_disabled",
    );
  });
});

describe("gate verdict", () => {
  const genuine: CodeFacts = {
    readable: true,
    keyOwner: "this_event",
    signatureValid: true,
    ticket: { currentVersion: 1, status: "valid" },
    codeVersion: 1,
    revokedBelowVersion: null,
    firstCheckIn: null,
  };
  const cases: [string, Partial<CodeFacts>, string][] = [
    ["genuine", {}, "valid"],
    ["unreadable", { readable: false }, "forged"],
    ["unknown key", { keyOwner: "unknown" }, "forged"],
    ["bad signature", { signatureValid: false }, "forged"],
    ["bad signature by another event's key", { keyOwner: "other_event", signatureValid: false }, "forged"],
    ["another event's genuine code", { keyOwner: "other_event" }, "wrong_event"],
    ["old version after a transfer", { ticket: { currentVersion: 2, status: "valid" } }, "transferred"],
    [
      "revoked offline",
      { ticket: null, revokedBelowVersion: { below: 2, reason: "transferred" } },
      "transferred",
    ],
    ["void ticket", { ticket: { currentVersion: 1, status: "void" } }, "void"],
    ["version from the future", { codeVersion: 3 }, "forged"],
    ["admitted before", { firstCheckIn: { at: "2027-03-01T11:00:00Z", gate: "A" } }, "already_used"],
    ["unknown to an offline device but genuine", { ticket: null }, "valid"],
  ];
  it.each(cases)("%s", (_name, facts, verdict) => {
    expect(decideVerdict({ ...genuine, ...facts })).toBe(verdict);
  });
});

describe("what a ticket shows about its visitor", () => {
  it("keeps answers in order, masks identity numbers to their last 4 digits, drops sealed values and agreements", () => {
    const data = {
      name: "Rika",
      identity: "3171234567890123",
      nik: "3171234567890123",
      phone_number: "+62 812",
      ktp_participant_2: "317",
      tshirt_size: "L",
      secret: "v1.aaa.bbb.ccc",
      terms_agreement: true,
      age: 27,
      empty: " ",
    };
    expect(visitorEntries(data, [], idT)).toEqual([
      { key: "name", label: null, value: "Rika" },
      { key: "identity", label: null, value: "••••••••••••0123" },
      { key: "nik", label: null, value: "••••••••••••0123" },
      { key: "phone_number", label: null, value: "+62 812" },
      { key: "ktp_participant_2", label: null, value: "•••" },
      { key: "tshirt_size", label: null, value: "L" },
      { key: "age", label: null, value: "27" },
    ]);
    expect(visitorEntries(null, [], idT)).toEqual([]);
    expect(visitorEntries(["x"], [], idT)).toEqual([]);
  });
  it("labels answers with the organiser's own words, in the event's form order", () => {
    const field = (key: string, label: string, type: VisitorField["type"]): VisitorField => ({
      key,
      label,
      type,
      required: true,
      allow_filler: false,
      max_length: 255,
    });
    const fields = [
      field("name", "Name", "text"),
      field("jersey", "Ukuran jersey", "dropdown"),
      field("id_number", "Nomor KTP", "nik"),
      field("waiver", "Saya sehat", "agreement"),
    ];
    const data = { waiver: true, id_number: "3171234567890123", jersey: "XL", name: "Rika", extra: "x" };
    expect(visitorEntries(data, fields, idT)).toEqual([
      { key: "name", label: null, value: "Rika" },
      { key: "jersey", label: "Ukuran jersey", value: "XL" },
      { key: "id_number", label: "Nomor KTP", value: "••••••••••••0123" },
      { key: "extra", label: null, value: "x" },
    ]);
  });
  it("writes answers by their field's type in the reader's language: yes/no, dates, options", () => {
    const field = (key: string, label: string, type: VisitorField["type"]): VisitorField => ({
      key,
      label,
      type,
      required: true,
      allow_filler: false,
      max_length: 255,
      ...(type === "dropdown" ? { options: ["Merah", "Biru"] } : {}),
    });
    const fields = [
      field("vaccinated", "Sudah vaksin?", "yes_no"),
      field("first_time", "Pertama kali?", "yes_no"),
      field("birthday", "Tanggal lahir", "date"),
      field("colour", "Warna", "dropdown"),
    ];
    const data = { vaccinated: "no", first_time: "yes", birthday: "1990-11-03", colour: "Biru" };
    expect(visitorEntries(data, fields, idT).map((entry) => entry.value)).toEqual([
      "Tidak",
      "Ya",
      "3 Nov 1990",
      "Biru",
    ]);
    expect(visitorEntries(data, fields, enT).map((entry) => entry.value)).toEqual([
      "No",
      "Yes",
      "3 Nov 1990",
      "Biru",
    ]);
  });
  it("names the visitor on the ticket, or the holder's account while it has none (after a transfer)", () => {
    expect(holderName({ visitorData: { name: " Rika " }, holderAccountName: "Budi" })).toBe("Rika");
    // A transfer clears the sender's answers: the recipient's account names the ticket until they fill theirs.
    expect(holderName({ visitorData: null, holderAccountName: "Budi" })).toBe("Budi");
    expect(holderName({ visitorData: { email: "x@y.id" }, holderAccountName: "Budi" })).toBe("Budi");
  });
});
