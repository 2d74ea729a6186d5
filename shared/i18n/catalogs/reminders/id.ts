import type { Catalog } from "../../catalog.ts";

/** E-mail "Ingatkan saya" dan galat API-nya: hanya dipakai server. */
export const remindersId: Catalog["reminders"] = {
  errors: {
    notRemindable: "Tiket kategori ini sudah dijual atau tidak akan dibuka lagi.",
    categoryNotFound: "Kategori tiket ini tidak ada.",
  },
  mail: {
    subject: "Tiket {event} sudah dijual: {category}",
    greeting: "Halo,",
    opened: "Kamu minta diingatkan: tiket {category} untuk {event} sekarang sudah dijual.",
    when: "Event: {when}, {venue}.",
    cta: "Beli tiket",
    footer: "Kamu menerima e-mail ini karena meminta pengingat di Tiketin. Kami hanya mengirimnya sekali.",
  },
};
