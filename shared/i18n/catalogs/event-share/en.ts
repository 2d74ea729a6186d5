/** The event page's share sheet, calendar, address copy and "remind me" (issue 20 item 4), and the reminder mail. */
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
  errors: {
    notRemindable: "Tickets in this category are already on sale or will not open again.",
    categoryNotFound: "This ticket category does not exist.",
  },
  mail: {
    subject: "Tickets for {event} are on sale: {category}",
    greeting: "Hello,",
    opened: "You asked us to remind you: {category} tickets for {event} are now on sale.",
    when: "Event: {when}, {venue}.",
    cta: "Buy tickets",
    footer: "You got this e-mail because you asked for a reminder on Tiketin. We send it only once.",
  },
} as const;
