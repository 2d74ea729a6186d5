/** English texts of the event's waiting room in the workspace. */
export const waitingRoomEn = {
  tab: "Waiting room",
  intro:
    "For a sale that will draw more buyers than the tickets: buyers wait in one line and come in at the rate you set. Every signed-in account that arrives before the opening gets a random place at the opening, so arriving early, refreshing or opening many tabs wins nothing; signed-out visitors wait behind the draw, and later arrivals join in order.",
  enabled: "Waiting room on",
  enabledHint: "While it is on, checkout takes holds only from buyers whose turn has come.",
  opensAt: "Sale opens (WIB)",
  opensAtHint: "Places are drawn at this moment for everyone already waiting.",
  admitPerMinute: "Buyers let in per minute",
  admitPerMinuteHint:
    "Set it to what checkout and your stock can take: too fast and buyers find it sold out at checkout.",
  tokenMinutes: "Minutes a turn lasts",
  tokenMinutesHint: "A buyer who does not hold tickets in this time loses the turn to the next in line.",
  save: "Save waiting room",
  saving: "Saving…",
  saved: "Waiting room saved. Every server applies it within a second.",
  readOnly: "Only owners and admins can change the waiting room.",
  line: "The line",
  inLine: "In line",
  admitted: "Let in so far",
  drawn: "Places drawn",
  notDrawn: "Not drawn yet",
  drawnYes: "Yes",
  autoEnabled: "Checkout switched this room on by itself at {time}, because it was overloaded.",
  joinRules: "Who may join",
  requireVerifiedEmail: "Only accounts with a verified e-mail address",
  requireVerifiedEmailHint: "Visitors must sign in, with their address verified, before they get a place.",
  requireAccountBefore: "Only accounts created before (WIB)",
  requireAccountBeforeHint:
    "Shuts out accounts made in bulk for the sale. Leave it empty for any account; at most 10 minutes from now.",
  proofOfWork: "Check each browser with a short puzzle",
  proofOfWorkHint:
    "Each join costs the buyer's phone a fraction of a second of computing, done on its own; a script joining with many cookies pays it for every one. No outside service is involved.",
  errors: {
    cancelled: "This event is cancelled: it has no sale to queue for.",
    opensAtRequired: "Enter the opening date and time.",
    rate: "Enter a whole number from 1 to 100,000.",
    tokenMinutes: "Enter a whole number of minutes from 1 to 1,440.",
  },
} as const;
