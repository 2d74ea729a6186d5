import { asc } from "drizzle-orm";
import type { VisitorField } from "#shared/checkout/visitor-fields.ts";
import { visitorFieldsSchema } from "#shared/checkout/visitor-fields-schema.ts";
import type { EventCategory } from "#shared/contracts/events.ts";
import { events, eventVisitorFields, ticketCategories } from "../../db/schema/index.ts";
import type { Seeder } from "../../db/seed/seeder.ts";

/**
 * Per-event visitor forms for the demo catalogue (spec section 3: the organiser's own field list, kept
 * as data). Each kind of event asks what such organisers really ask: concerts an identity number and an
 * age confirmation, runs a jersey size per ticket, a waiver and medical notes, sport events the
 * achievement history. Labels are the organiser's words, so they are data in Indonesian, not catalog
 * strings. One event in three keeps the default form (name, e-mail, phone), as many organisers do.
 */
export const visitorFieldsSeeder: Seeder = {
  name: "visitor-fields",
  async run(tx) {
    const rows = await tx
      .select({ id: events.id, category: events.category, city: events.city })
      .from(events)
      .orderBy(asc(events.id));
    // One read of every category name, not one per event (the site-scale seed has 1,200 events).
    const namesByEvent = new Map<number, string[]>();
    const categories = await tx
      .select({ eventId: ticketCategories.eventId, name: ticketCategories.name })
      .from(ticketCategories)
      .orderBy(asc(ticketCategories.id));
    for (const { eventId, name } of categories) {
      const names = namesByEvent.get(eventId) ?? [];
      names.push(name);
      namesByEvent.set(eventId, names);
    }
    const forms = rows
      .filter((_, index) => index % 3 !== 2)
      .map((event) => ({
        eventId: event.id,
        config: visitorFieldsSchema.parse(
          formFor(event.category, event.city, namesByEvent.get(event.id) ?? []),
        ),
      }));
    if (forms.length > 0) await tx.insert(eventVisitorFields).values(forms).onConflictDoNothing();
  },
};

type FieldInput = Partial<VisitorField> & Pick<VisitorField, "key" | "label" | "type">;

const CONTACT: FieldInput[] = [
  { key: "name", label: "Nama lengkap (sesuai KTP)", type: "text" },
  { key: "email", label: "Email", type: "email" },
  { key: "phone_number", label: "Nomor WhatsApp", type: "phone" },
];

const JERSEY_SIZES = ["XS", "S", "M", "L", "XL", "XXL"];

/** Regional NIK prefixes for a city's residents-only allocation (first two digits are the province). */
const RESIDENT_PREFIXES: Record<string, string[]> = {
  Semarang: ["33"],
  Surabaya: ["35"],
  Yogyakarta: ["34"],
};

function formFor(category: EventCategory, city: string, ticketNames: string[]): FieldInput[] {
  switch (category) {
    case "concert":
      return [
        ...CONTACT,
        { key: "nik", label: "NIK (16 digit, sesuai KTP)", type: "nik", sensitivity: "identity" },
        { key: "gender", label: "Jenis kelamin", type: "dropdown", options: ["Laki-laki", "Perempuan"] },
        {
          key: "age_confirmation",
          label: "Saya berusia minimal 17 tahun dan akan membawa KTP asli saat penukaran tiket",
          type: "agreement",
        },
      ];
    case "festival":
      return [
        ...CONTACT,
        { key: "birth_date", label: "Tanggal lahir", type: "date", sensitivity: "identity" },
        {
          key: "nik",
          label: RESIDENT_PREFIXES[city] ? `NIK (khusus warga ${city})` : "NIK (16 digit, sesuai KTP)",
          type: "nik",
          sensitivity: "identity",
          ...(RESIDENT_PREFIXES[city] ? { prefixes: RESIDENT_PREFIXES[city] } : {}),
        },
        { key: "first_visit", label: "Pertama kali datang ke festival ini?", type: "yes_no" },
      ];
    case "sport":
      return [
        ...CONTACT,
        { key: "club_member", label: "Anggota klub pendukung resmi?", type: "yes_no" },
        {
          key: "member_number",
          label: "Nomor anggota (isi '-' jika bukan anggota)",
          type: "text",
          allow_filler: true,
        },
        { key: "seat_companions", label: "Jumlah pendamping anak di bawah 5 tahun", type: "number" },
      ];
    case "fun_run":
      return [
        ...CONTACT,
        { key: "birth_date", label: "Tanggal lahir", type: "date", sensitivity: "identity" },
        {
          key: "jersey_size",
          label: "Ukuran jersey",
          type: "dropdown",
          options: JERSEY_SIZES,
          // Kids' categories get kids' sizes; every ticket gets its own jersey.
          ticket_options: Object.fromEntries(
            ticketNames
              .filter((name) => /kids|anak/i.test(name))
              .map((name) => [name, ["4-6 th", "7-9 th", "10-12 th"]]),
          ),
        },
        { key: "emergency_contact", label: "Nama kontak darurat", type: "text", sensitivity: "contact" },
        { key: "emergency_phone", label: "Nomor kontak darurat", type: "phone" },
        {
          key: "medical_condition",
          label: "Punya riwayat penyakit jantung atau asma?",
          type: "yes_no",
          sensitivity: "health",
        },
        {
          key: "medical_notes",
          label: "Jika ya, jelaskan (isi '-' jika tidak ada)",
          type: "text",
          allow_filler: true,
          sensitivity: "health",
        },
        {
          key: "achievements",
          label: "Riwayat prestasi lari (maksimal 3)",
          type: "list",
          max_items: 3,
          required: false,
        },
        {
          key: "waiver",
          label: "Saya dalam kondisi sehat dan menanggung sendiri risiko mengikuti lomba",
          type: "agreement",
        },
      ];
  }
}
