/** The event page's share sheet, calendar, address copy and "remind me", and the reminder mail. */
export const eventShareEn = {
  share: {
    button: "Share",
    sheetTitle: "Share this event",
    whatsapp: "WhatsApp",
    x: "X",
    facebook: "Facebook",
    copyLink: "Copy link",
    close: "Close",
    text: "{title}, {when} at {venue}",
  },
  calendar: {
    heading: "Add to calendar",
    ics: "Download .ics (Apple, Outlook)",
    google: "Google Calendar",
    when: "{start} to {end}",
  },
  address: { copy: "Copy address", copyLabel: "Copy the address of {venue}" },
  remind: {
    button: "Remind me",
    buttonLabel: "Remind me about {category}",
    dialogTitle: "Remind me: {category}",
    whenOpens: "We will e-mail you once when sales open.",
    whenBack: "We will e-mail you once if tickets come back.",
    email: "E-mail",
    signedInAs: "We will write to {email}.",
    submit: "Remind me",
    sending: "Saving…",
    done: "Done. We will e-mail {email}.",
  },
} as const;
