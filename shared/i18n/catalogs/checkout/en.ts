/**
 * English messages of the checkout feature; `./id.ts` must have the same shape. Messages that carry a
 * signal for the web (spec section 8) START with it (`max_tickets_per_account_exceeded:{n}`,
 * `already_have_transaction`), followed by a space and the text for the buyer.
 */
export const checkoutEn = {
  messages: {
    held: "Your tickets are held for 15 minutes. Please complete your order.",
    detail: "Checkout detail",
    voucherApplied: "Voucher applied",
    voucherRemoved: "Voucher removed",
    participantsSaved: "Visitor data saved",
  },
  errors: {
    eventNotFound: "Event not found.",
    categoryNotFound: "This ticket category is not part of the event.",
    notOnSale: {
      available: "{name} is available.",
      sold_out: "Tickets in {name} are sold out.",
      staged: "Sales of {name} have not opened yet.",
      closed: "Sales of {name} have closed.",
      fully_booked: "{name} is temporarily sold out. Please try again later.",
      ots_only: "{name} is only sold at the venue counter (OTS).",
    },
    failedToCheckout: "Failed to Checkout",
    categoryLimitExceeded: "You have exceeded the purchase limit for the ticket categories listed below",
    categoryRemaining: "{name}: {left} more",
    quotaRemaining: "{name}: {left} left",
    perTransactionMax: "Maximum {ticket} tickets for each transaction",
    perTransactionMin: "{name} tickets are sold at least {ticket} per transaction",
    accountLimitReached:
      "max_tickets_per_account_exceeded:0 Your account has reached the maximum purchase limit for {total} category tickets.",
    accountLimitLeft:
      "max_tickets_per_account_exceeded:{ticketLeft} You can only purchase {ticketLeft} more ticket categories from the maximum limit of {maxTicket} ticket categories.",
    alreadyHaveTransaction:
      "already_have_transaction Your account has reached the maximum transaction limit.",
    previousTransaction: "Please complete or cancel your previous transaction before creating a new one.",
    seatUnavailable: "Seat is unavailable",
    bundleChoiceInvalid: "Choose a valid size for each merchandise item of {name}, one per ticket.",
    seatsMismatch: "Choose exactly one seat for each seated ticket.",
    idempotencyMismatch: "This idempotency key was already used for a different checkout.",
    noRunningCheckout: "You have no running checkout. Please create a new order.",
    visitorDataMissing: "Please add visitor data",
    visitorDataIncomplete: "please complete visitor data",
    voucherInvalid: "Voucher is not valid or has exceeded the usage limit",
    voucherCannotBeUsed: "Voucher Cannot Be Used. Use another voucher or continue without one.",
    voucherMethod: "The selected payment method is not eligible for use with this voucher.",
    methodUnavailable: "Selected payment method not available",
    busy: "Many buyers are checking out right now. Please try again in a moment.",
  },
  fields: {
    agreement: "Please tick this box to continue",
    tooManyItems: "At most {max} entries",
    invalidPhone: "Enter a valid phone number",
    invalidDate: "Enter a valid date",
  },
} as const;
