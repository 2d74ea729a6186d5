/** English text of the waiting room: its API messages and the queue screen. `./id.ts` matches it. */
export const waitingRoomEn = {
  messages: {
    saved: "Waiting room settings saved",
  },
  errors: {
    eventNotFound: "Event not found.",
    admissionRequired:
      "This sale has a waiting room. Please wait for your turn in the queue before buying tickets.",
    operatorDenied: "This operator token is not valid.",
    turnEnded:
      "Your turn in the queue has ended (your order was paid or your hold ran out). To buy again, join the queue again.",
    unavailable: "The queue is briefly unavailable. Your place is kept; please try again in a few seconds.",
    holdInProgress:
      "You already hold tickets in this turn. Pay for them, or cancel them to choose again; one purchase per turn.",
    tooManyJoins: "Too many attempts to join the queue from here. Please wait a moment and try again.",
    degraded: "The waiting room is degraded: its line store is unavailable, admission is paused.",
    signInRequired:
      "The organiser lets only signed-in accounts join this queue. Please sign in to take your place.",
    verifiedEmailRequired:
      "The organiser lets only accounts with a verified e-mail address join this queue. Open the verification link we sent to {email} (or send a new one from your account), then try again.",
    accountTooNew:
      "The organiser lets only accounts created before {date} join this queue; yours was created later.",
    proofMissing: "This queue checks each browser before it joins. Please reload the page to try again.",
    proofInvalid: "The browser check did not pass or has expired. Please reload the page to try again.",
    proofSpent:
      "This browser check was already used: each join needs a new one. Please reload the page to try again.",
    accountCutoffTooLate:
      "Choose a moment no later than {minutes} minutes from now: a later cut-off would let in accounts created for the sale.",
  },
  screen: {
    title: "Waiting room",
    heading: "You are in line",
    forEvent: "for {event}",
    place: "Your place",
    peopleAhead: "People ahead of you",
    estimatedWait: "Estimated wait",
    waitMinutes: "about {minutes} min",
    waitUnderMinute: "less than a minute",
    rate: "Admitting",
    ratePerMinute: "{rate} people per minute",
    lastUpdated: "Last updated",
    inLine: "{count} people in line",
    beforeOpening:
      "The sale opens at {time}. Everyone signed in before then gets a random place at the opening, so arriving early or refreshing changes nothing.",
    notDrawnYet: "drawn at opening",
    keepPlace: "You can close this page: your place is kept on your account, on this device and any other.",
    signedOut: "You are not signed in. You may wait, but sign in before your turn; you keep your place.",
    signIn: "Sign in and keep my place",
    signedOutBeforeOpening:
      "You are not signed in, so you are not in the draw: you wait behind everyone who is. Sign in before the opening to take part in the draw.",
    signInForDraw: "Sign in to enter the draw",
    behindDraw: "behind the draw",
    admitted: "It's your turn! You can buy tickets until {time}.",
    buyNow: "Buy tickets now",
    admissionEnded:
      "Your turn has ended: it passed unused, or your order was paid. To buy again, open this page again to take a new place in line.",
    noQueue: "This event has no waiting room right now.",
    goToTickets: "Go to tickets",
    joining: "Taking your place in line…",
    checkingBrowser: "Checking your browser…",
    signInToJoin: "Sign in to join",
    retrying: "Connection problem. Retrying in {seconds} s.",
    announce: "Place {place}, {ahead} people ahead.",
    admittedLastMinute: "Let in during the last minute",
    admittedPeople: "{count} person | {count} people",
    ticketsLeft: "Tickets left",
    ticketsLeftLevel: {
      many: "1,000 or more",
      hundreds: "hundreds",
      few: "a few (under 100)",
      none_right_now: "none right now",
      sold_out: "sold out",
    },
    soldOutTitle: "Tickets are sold out",
    soldOut:
      "Every ticket has been sold, so your turn would bring none. You may leave the line. If more come on sale (the organiser may add some), this page says so, and your place is kept.",
    noneRightNowTitle: "No tickets free right now",
    noneRightNow:
      "The rest are held by buyers who have not paid yet. Tickets left unpaid come back on sale, so keeping your place may still pay off.",
    backToEvent: "Back to the event",
  },
};
