/**
 * English text of the landing page's own sections (featured sliders, pitch, services, cases, why us,
 * call to action): only the landing page shows it, so the browser loads it for that page alone.
 * `./id.ts` has the same shape.
 */
export const landingContentEn = {
  slidersLabel: "Featured",
  slideLabel: "{index} of {total}",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  goToSlide: "Go to slide {index}",
  eventsIntro: "Concerts, festivals, sport and fun runs, soonest first.",
  categoriesHeading: "Browse by category",
  sell: {
    heading: "Sell your tickets with no commission",
    body: "Create your event yourself, set categories, seats and vouchers, and keep every rupiah of your ticket sales. Buyer data arrives in your admin dashboard in real time.",
    points: {
      commission: "No sales commission",
      selfServe: "Create and manage events yourself",
      realtime: "Buyer data in real time",
    },
    cta: "Register your event",
  },
  about: {
    heading: "About Tiketin",
    body: "Tiketin is an Indonesian ticketing marketplace for concerts, festivals, sport events and fun runs. Buyers pay with the methods they already use; organisers get their sales without a commission taken out.",
    link: "More about us",
  },
  clients: {
    heading: "Featured clients",
    body: "Organisers of every size sell their tickets on Tiketin.",
    names: {
      a: "Nusantara Live",
      b: "Gelora Live",
      c: "Garuda Live",
      d: "Rimba Live",
      e: "Samudra Sport",
      f: "Lari Kota",
      g: "Panggung Kita",
      h: "Festival Rakyat",
    },
  },
  stats: {
    heading: "Tiketin in numbers",
    value: "{value}+",
    events: "events",
    tickets: "tickets sold",
    clients: "clients",
  },
  why: {
    heading: "Why Tiketin",
    items: {
      commission: { title: "No commission", body: "Organisers keep all of their ticket sales." },
      groupChat: { title: "A chat group per client", body: "Our team works with you in your own group." },
      validation: {
        title: "Scan on any device",
        body: "Validate e-tickets with any phone at the gate, no special scanner needed.",
      },
      promotion: {
        title: "Free promotion",
        body: "We share your event on our social media at no cost.",
      },
      analytics: {
        title: "Analytics integration",
        body: "Connect your own analytics and ad pixels to your event page.",
      },
      support: { title: "24/7 customer service", body: "Buyers and organisers get help day and night." },
    },
  },
  payments: {
    heading: "Pay the way you like",
    body: "Every order can be paid with the method the buyer already uses.",
    groups: {
      ewallet: "E-wallets",
      va: "Virtual account",
      card: "Cards",
      qris: "QRIS",
      retail: "Retail outlets",
      cashier: "Pay at cashier",
      paylater: "Paylater",
    },
    items: {
      shopeepay: "ShopeePay",
      gopay: "GoPay",
      ovo: "OVO",
      bca: "BCA",
      bri: "BRI",
      mandiri: "Mandiri",
      bni: "BNI",
      permata: "Permata",
      bsi: "BSI",
      sampoerna: "Sahabat Sampoerna",
      bjb: "BJB",
      cimb: "CIMB",
      card: "Credit and debit cards",
      qris: "QRIS from any bank or e-wallet",
      alfamart: "Alfamart",
      indomaret: "Indomaret",
      cashier: "Pay at the cashier",
      paylater: "Paylater",
    },
  },
  services: {
    heading: "Custom services",
    body: "Extras for organisers, made to order.",
    wristband: {
      title: "Wristband production",
      body: "QR code wristbands in paper or lanyard material, produced in 3 to 10 days.",
      link: "See wristband production",
    },
    website: {
      title: "Event website",
      body: "A custom website for your event, built by our team and ordered through chat.",
      link: "See event website development",
    },
  },
  cases: {
    heading: "Case studies",
    items: {
      run: {
        figure: "3,000 runners",
        title: "A city fun run sold out in two days",
        body: "Race packs with jersey sizes were chosen at checkout, and the start line scanned e-tickets on volunteers' phones.",
      },
      festival: {
        figure: "2-day festival",
        title: "A two-day festival with zero commission",
        body: "Early bird, regular and VIP passes with bundles, and buyer data in real time for the gate team.",
      },
      match: {
        figure: "Seated arena",
        title: "Seat-by-seat sales for a derby",
        body: "Fans picked their own seats by section, with per-account limits keeping scalpers out.",
      },
    },
  },
  cta: {
    heading: "Ready to hold your event?",
    body: "Create your event today, or talk to our team first. We reply around the clock.",
    create: "Create an event",
    consult: "Talk to support",
  },
} as const;
