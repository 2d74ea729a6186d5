/** The "remind me" e-mail and its API errors: server-only text (the button's is in eventShare). */
export const remindersEn = {
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
