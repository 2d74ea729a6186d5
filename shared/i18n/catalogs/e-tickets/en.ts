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
    typedCodeLimit:
      "Too many typed ticket codes from this device matched no ticket. Wait {minutes} min before typing another code, or scan the QR code.",
    shortCodeAmbiguous:
      "This ticket code matches more than one ticket. Scan the QR code on the ticket instead.",
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
    code: "QR code as text",
    shortCode: "Ticket code (to type at the gate if the QR cannot be scanned)",
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
  /** Delivery of a transfer, the recipient's visitor data, the sender's void copy. */
  delivery: {
    claimed: "The ticket is now in your My tickets.",
    visitorSaved: "Visitor details saved.",
    claimExpired:
      "This ticket link has expired or has already been used. Verify your e-mail address to receive the ticket.",
    claimOtherAccount:
      "This ticket was sent to another e-mail address. Sign in with the address the e-mail was sent to.",
    visitorAlreadyFilled: "The visitor details of this ticket are already filled in.",
    visitorIncomplete: "Some visitor details are missing or invalid. Check the marked fields.",
    claimMailNote:
      "Open this link to receive the ticket (sign in with this e-mail address; it works once, for 14 days): {link}",
    claimMailHtml:
      '<p><a href="{link}">Receive the ticket</a> (sign in with this e-mail address; the link works once, for 14 days).</p>',
    voidStamp: "TRANSFERRED: NOT VALID FOR ENTRY",
    voidNote:
      "This copy was transferred to {email} on {date}. Its code no longer admits anyone; the recipient holds the ticket now.",
    voidFilename: "e-ticket-{event}-{entry}-transferred.pdf",
  },
} as const;
