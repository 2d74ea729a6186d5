/** English texts the server writes about refunds to buyers (API answers, the bank-account mail); `./id.ts` matches. */
export const refundsEn = {
  messages: {
    mine: "Refunds loaded.",
    cancelled: "Ticket cancelled. Its refund is on its way.",
    account: "Refund loaded.",
    accountSaved: "Bank account saved. The refund is on its way.",
  },
  errors: {
    outsidePolicy: "This ticket can no longer be cancelled: the event's refund policy does not allow it now.",
    linkUnknown: "This refund link is not valid. Open the link from the latest e-mail about your refund.",
    linkUsed:
      "This refund link has already been used or has expired. If the refund failed, the organiser will send you a new link.",
  },
  mail: {
    subject: "Refund for {invoice}: tell us where to send {amount}",
    greeting: "Hello {name},",
    body: "{amount} of your payment for {event} (invoice {invoice}) is being refunded. Your payment method cannot receive money back, so we will transfer it to a bank account of your choice.",
    action: "Enter your bank account",
    expiry: "The link works once and for 14 days. Never share it: whoever opens it can choose the account.",
    footer: "— Tiketin",
  },
} as const;
