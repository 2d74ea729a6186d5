/**
 * English text of the landing, search, event detail and ticket selection screens; `./id.ts` matches it.
 * The domain vocabulary the API shares with these screens (categories, event and ticket statuses, seat
 * states, voucher wording, empty states) lives in the `events` namespace and is reused from there.
 */
export const catalogueEn = {
  common: {
    loadMore: "Load more",
    loading: "Loading…",
    loadFailed: "Could not load more. Please try again.",
    showing: "Showing {shown} of {total}",
    venueCity: "{venue}, {city}",
  },
  date: {
    sameDay: "{date}, {start} – {end}",
    range: "{start} – {end}",
  },
  card: {
    priceTba: "Price coming soon",
    soldOut: "Sold out",
    openingSoon: "Opening soon",
    saleClosed: "Online sale closed",
    seatsOnly: "Numbered seats",
  },
  paymentMethod: {
    qris: "QRIS",
    va_bca: "BCA virtual account",
    va_bri: "BRI virtual account",
    va_mandiri: "Mandiri virtual account",
    va_bni: "BNI virtual account",
    va_permata: "Permata virtual account",
    va_bsi: "BSI virtual account",
    va_sampoerna: "Sahabat Sampoerna virtual account",
    va_bjb: "BJB virtual account",
    va_cimb: "CIMB virtual account",
    ovo: "OVO",
    gopay: "GoPay",
    shopeepay: "ShopeePay",
    credit_card: "Credit or debit card",
    alfamart: "Alfamart",
    indomaret: "Indomaret",
  },
  detail: {
    eventLimit:
      "Maximum {count} ticket per account for this event | Maximum {count} tickets per account for this event",
    date: "Date",
    venue: "Venue",
    eventEnded: "This event has ended.",
    eventRunning: "This event is happening now.",
    voucherSaved: "Voucher {code} will be used at checkout",
    copyCodeLabel: "Copy code {code}",
    applyLabel: "Apply {code}",
  },
} as const;
