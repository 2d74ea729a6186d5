/** English messages of the e-tickets API, its PDF and its e-mail; `./id.ts` must have the same shape. */
export const eTicketsEn = {
  messages: {
    myTickets: "Your e-tickets",
    detail: "E-ticket detail",
    pdf: "E-ticket PDF",
    transferred: "Ticket transferred. The old QR code no longer works.",
    transfers: "Ticket transfers",
    checkedIn: "Scan checked",
    bundle: "Offline check-in data",
    synced: "Offline scans synced",
  },
  errors: {
    transfersDisabled: "The organiser has switched off ticket transfers for this event.",
    transferFrozen: "Ticket transfers for this event closed {hours} hours before it starts.",
    eventOver: "This event has already taken place, so its tickets can no longer be transferred.",
    transferToSelf: "You already hold this ticket. Enter the e-mail of the person you are giving it to.",
    transferInvalidEmail: "Enter a valid e-mail address.",
    ticketChanged: "This ticket was changed a moment ago. Please reload it and try again.",
    checkInDenied: "This check-in link is not valid. Ask the organiser for a new one.",
  },
  verdict: {
    valid: "Valid: let them in",
    already_used: "Already used",
    transferred: "Transferred: this code was replaced",
    void: "Cancelled ticket",
    wrong_event: "Not for this event",
    forged: "Forged or unreadable code",
  },
  pdf: {
    title: "E-ticket",
    event: "Event",
    date: "Date",
    venue: "Venue",
    category: "Category",
    seat: "Seat",
    noSeat: "Free standing",
    entry: "Entry number",
    holder: "Ticket holder",
    code: "Ticket code",
    note: "Show this QR code at the gate. Each code admits once; a transferred ticket gets a new code.",
    page: "Ticket {n} of {total}",
  },
  mail: {
    transferSubject: "You received a ticket for {event}",
    transferText:
      "{sender} sent you a ticket for {event} ({date}, {venue}). Open My tickets on Tiketin to see your QR code: {link}",
    transferHtml:
      '<p>{sender} sent you a ticket for <strong>{event}</strong> ({date}, {venue}).</p><p><a href="{link}">Open My tickets</a> to see your QR code.</p>',
    newAccountNote:
      "An account was created for this e-mail address. Use “Forgot password” on Tiketin to set your password.",
    attachmentName: "e-tickets-{invoice}.pdf",
  },
} as const;
