/** English text of the waiting room (issue 19): its API messages and the queue screen. `./id.ts` matches it. */
export const waitingRoomEn = {
  messages: {
    saved: "Waiting room settings saved",
  },
  errors: {
    eventNotFound: "Event not found.",
    admissionRequired:
      "admission_required This sale has a waiting room. Please wait for your turn in the queue before buying tickets.",
    operatorDenied: "This operator token is not valid.",
    turnEnded:
      "Your turn in the queue has ended (your order was paid or your hold ran out). To buy again, join the queue again.",
    unavailable: "The queue is briefly unavailable. Your place is kept; please try again in a few seconds.",
    tooManyJoins: "Too many attempts to join the queue from here. Please wait a moment and try again.",
    degraded: "The waiting room is degraded: its line store is unavailable, admission is paused.",
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
      "The sale opens at {time}. Everyone who arrives before then gets a random place at the opening, so arriving early or refreshing changes nothing.",
    notDrawnYet: "drawn at opening",
    keepPlace: "You can close this page: your place is kept on your account, on this device and any other.",
    signedOut: "You are not signed in. You may wait, but sign in before your turn; you keep your place.",
    signIn: "Sign in and keep my place",
    admitted: "It's your turn! You can buy tickets until {time}.",
    buyNow: "Buy tickets now",
    admissionEnded: "Your turn passed unused and went to the next person in line.",
    noQueue: "This event has no waiting room right now.",
    goToTickets: "Go to tickets",
    joining: "Taking your place in line…",
    retrying: "Connection problem. Retrying in {seconds} s.",
    announce: "Place {place}, {ahead} people ahead.",
  },
};
