/** The voucher list and voucher detail screens (spec section 2). */
export const vouchersWebEn = {
  list: {
    title: "Vouchers",
    intro:
      "Discount codes you can use now on upcoming events. Copy a code, or apply it to go straight to tickets.",
    empty: "No vouchers to use right now. Check back soon.",
    loadMore: "Load more",
    count: "{count} voucher | {count} vouchers",
  },
  card: {
    forEvent: "For {event}",
    eventWhen: "{date} · {city}",
    details: "See details",
    detailsLabel: "See details of voucher {code}",
  },
  detail: {
    rules: "Rules",
    terms: "Terms",
    event: "Event",
    validFrom: "Valid from {date}",
    validity: "Validity",
    noEnd: "Valid until the event, while uses last",
    seeEvent: "See event",
    back: "All vouchers",
  },
  errors: { notFound: "This voucher does not exist or can no longer be used." },
  meta: {
    listDescription: "Discount codes for concerts, festivals, sport events and fun runs on Tiketin.",
    detailTitle: "Voucher {code}: {event}",
  },
} as const;
