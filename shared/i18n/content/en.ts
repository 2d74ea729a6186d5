import type { PageContent } from "./types.ts";

export const enContent: PageContent = {
  terms: {
    title: "Terms and Conditions",
    description:
      "The terms for using Tiketin: accounts, purchases and payment, e-tickets, liability, intellectual property and how disputes are resolved.",
    updatedLabel: "Last updated 23 September 2024",
    tocLabel: "Contents",
    intro: [
      "Welcome to Tiketin. These Terms and Conditions govern the relationship between you and Tiketin whenever you visit our site, create an account or buy tickets through the Platform.",
      "By using the Platform you confirm that you have read, understood and accepted these terms together with the Tiketin Privacy Policy. If you do not agree with any part of them, please stop using the Platform.",
      "An Event Manager may set additional rules for a particular event, such as age limits, entry requirements or prohibited items. Those rules apply alongside these terms and are shown on the event page.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        paragraphs: ["In these Terms and Conditions, the following words have the meanings given below:"],
        items: [
          "“Customer” or “User” means anyone who visits the Platform, creates an account or buys tickets through Tiketin, including any person named as a visitor on a ticket.",
          "“Event Manager” means the party that creates and runs an event on Tiketin. The Event Manager decides the ticket categories and prices, sets the applicable taxes and owns the ticket sales for its event.",
          "“Official Partner” means a party officially appointed by an Event Manager that holds the exclusive right to sell tickets for a given event.",
          "“Platform” means the Tiketin website and all of its services, in both Indonesian and English, which connect Customers with Event Managers and Official Partners.",
          "“E-ticket” means the electronic ticket carrying a QR code that the Platform issues once payment is confirmed, and which entitles its holder to enter an event.",
        ],
      },
      {
        id: "general-rules",
        heading: "2. General Rules",
        paragraphs: [
          "You must give true, complete and up-to-date information when you register and when you buy tickets. The e-mail address on your account cannot be changed later, so please use one that you actively check.",
          "You are responsible for keeping your password secret and for everything done through your account. Contact our customer service straight away if you think someone else has used your account.",
          "You may not use bots, automated scripts or any other unfair means to buy tickets, skip queues or disrupt the Platform. Each Event Manager sets its own limits on tickets per account and per transaction, and these limits must be respected.",
          "Tiketin may suspend or close an account, cancel suspicious transactions or refuse access where there are signs that these terms or applicable laws have been breached.",
        ],
      },
      {
        id: "purchase-payment-e-ticket",
        heading: "3. Purchases, Payment and E-tickets",
        paragraphs: [
          "Ticket prices, categories, quotas and taxes are set by the Event Manager. The service charge (Internet Fee) and any administration fee for your chosen payment method are shown in the order summary before you pay.",
          "Every order has a payment deadline, shown by a countdown. If payment is not completed in time, the order is cancelled automatically and the tickets go back on sale. A purchase is only complete once payment has been confirmed and you have received a confirmation e-mail from Tiketin.",
          "E-tickets are non-refundable and cannot be cancelled once the purchase is complete. Please double-check the event, date, ticket category and visitor details before you pay.",
          "An e-ticket may be transferred to another person through the Platform. Once it has been transferred, the original e-ticket is void and can no longer be used for entry. Changing your account profile does not change the details on tickets you have already bought.",
          "When traffic is very heavy, for example when a popular sale opens, you may be placed in a waiting room. The queue is served on a first-come, first-served basis, and reaching the front of the queue does not guarantee that tickets are still available.",
        ],
      },
      {
        id: "liability",
        heading: "4. Liability",
        paragraphs: [
          "Tiketin provides the Platform through which tickets are sold. Running the event, including its schedule, line-up, venue and safety, and any decision to change, postpone or cancel it, is entirely the Event Manager's responsibility.",
          "If an event is changed, postponed or cancelled, any compensation is decided by the Event Manager. Tiketin will help pass on information and support Customers through the process the Event Manager sets.",
          "Tiketin is not liable for losses arising from tickets bought outside the Platform or from anyone other than an Official Partner, from a User failing to keep their QR code private, from outages at third parties such as banks and payment providers, or from force majeure.",
          "To the extent permitted by law, Tiketin's liability for any transaction is limited to the amount you paid for that transaction.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "5. Intellectual Property",
        paragraphs: [
          "The Tiketin name, logo, design, software and all other Platform content belong to Tiketin and are protected by intellectual property law. You may not copy, modify, distribute or scrape the Platform without Tiketin's written permission.",
          "Event materials such as event names, posters, photos and logos belong to the Event Manager or its licensors. Event Managers guarantee that anything they upload to the Platform does not infringe anyone else's rights.",
          "Using the Platform does not give you any ownership or licence beyond the right to use the service in line with these terms.",
        ],
      },
      {
        id: "marketing-materials",
        heading: "6. Marketing Materials",
        paragraphs: [
          "By listing an event on Tiketin, the Event Manager allows Tiketin to use the event's name, poster, logo and other materials to promote that event, including through free promotion on Tiketin's social media accounts.",
          "The Event Manager is responsible for the accuracy of the marketing materials it provides, including prices, schedules and line-ups.",
          "Tiketin may send event news, promotions and vouchers to Users who have agreed to receive them. You can unsubscribe at any time using the link in any promotional e-mail or by contacting customer service.",
        ],
      },
      {
        id: "dispute-resolution",
        heading: "7. Dispute Resolution",
        paragraphs: [
          "These Terms and Conditions are governed by and interpreted under the laws of the Republic of Indonesia.",
          "Any dispute relating to the use of the Platform will first be settled through good-faith deliberation (musyawarah) for 30 calendar days from the date one party notifies the other in writing.",
          "If no agreement is reached within that period, the parties agree to bring the dispute before the South Jakarta District Court (Pengadilan Negeri Jakarta Selatan).",
          "Complaints about how an event was run will be forwarded to the Event Manager concerned, and Tiketin will help keep communication open between the Customer and the Event Manager.",
        ],
      },
      {
        id: "others",
        heading: "8. Other Provisions",
        paragraphs: [
          "Tiketin may update these Terms and Conditions from time to time. The current version, with its date, is always available on this page, and continuing to use the Platform after that date means you accept the changes.",
          "If any provision is found invalid or unenforceable, the remaining provisions stay in full force. Tiketin's failure to exercise a right does not mean it has waived that right.",
          "These terms are available in Indonesian and English. If the two versions differ, the Indonesian version prevails.",
          "Questions about these terms can be sent to Tiketin customer service, which is available 24 hours a day.",
        ],
      },
    ],
  },

  privacy: {
    title: "Privacy Policy",
    description:
      "What personal data Tiketin collects, how we use and protect it, and your rights under Indonesia's Personal Data Protection Law (Law No. 27 of 2022).",
    updatedLabel: "Last updated 24 September 2024",
    tocLabel: "Contents",
    intro: [
      "Your trust matters to us. This Privacy Policy explains what personal data Tiketin collects, how we use it, who we share it with and how you can exercise your rights.",
      "It is based on Indonesia's Law No. 27 of 2022 on Personal Data Protection (Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi) and its implementing regulations.",
    ],
    sections: [
      {
        id: "scope",
        heading: "1. Scope",
        paragraphs: [
          "This policy covers all personal data processed through the Tiketin website and services, in Indonesian and English, including when you create an account, buy tickets, contact customer service or attend an event whose tickets were sold through Tiketin.",
          "For the data we manage ourselves, Tiketin acts as the data controller. Event Managers who receive the buyer and visitor data for their events are separate controllers for their own use of that data and follow their own privacy policies.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "2. Data We Collect",
        paragraphs: ["We collect only what we need to run the service:"],
        items: [
          "Account data: full name, e-mail address, gender, date of birth and a hashed password, or your Google account identifier if you sign in with Google.",
          "Buyer and visitor data: name, e-mail, phone number and any other details the Event Manager requires for each ticket, such as national ID number (NIK), gender or date of birth.",
          "Transaction data: the event and tickets bought, amounts, vouchers, payment method and payment status. For credit and debit cards we keep only the last four digits of the card number.",
          "Device and usage data: IP address, browser and device type, pages visited, and the cookies and local storage described in the Cookies section.",
          "Communication and attendance data: your conversations with customer service and the time your e-ticket was scanned at the event entrance.",
        ],
      },
      {
        id: "how-we-use-data",
        heading: "3. How We Use Buyer Data",
        paragraphs: ["We use your data to:"],
        items: [
          "Process orders and payments, issue e-tickets and send confirmation e-mails and invoices.",
          "Check visitors in at the gate and prevent duplicate or forged e-tickets.",
          "Provide customer support and follow up on your questions and complaints.",
          "Keep the Platform secure, detect fraud and misuse, and meet legal obligations such as tax record-keeping.",
          "Improve our service and, where you have agreed, send you relevant event news, promotions and vouchers.",
        ],
      },
      {
        id: "legal-basis",
        heading: "4. Legal Basis for Processing",
        paragraphs: [
          "In line with Law No. 27 of 2022, we process personal data on one or more of the following grounds:",
        ],
        items: [
          "Performance of a contract: handling the tickets you buy and providing your account.",
          "Compliance with a legal obligation: for example keeping transaction records for tax purposes or responding to lawful requests from the authorities.",
          "Legitimate interests: such as fraud prevention, system security and service improvement, always balanced against your rights and interests.",
          "Valid, explicit consent: for example for marketing messages. You can withdraw this consent at any time.",
        ],
      },
      {
        id: "data-sharing",
        heading: "5. Sharing with Event Managers and Payment Providers",
        paragraphs: [
          "Buyer and visitor data is shared with the Event Manager, and where relevant the Official Partner, of the event you bought tickets for. Event Managers can see this data in real time in their admin system so they can run the event, for example to validate tickets and send event updates.",
          "Payment details are passed to payment gateways, the banks issuing virtual accounts, e-wallet and paylater providers, and retail outlets, but only as far as needed to process your payment.",
          "We also rely on service providers for hosting, e-mail delivery and customer support tools, all bound by confidentiality obligations. We may disclose data where the law or a court order requires it.",
          "We never sell your personal data to anyone.",
        ],
      },
      {
        id: "international-transfers",
        heading: "6. International Transfers",
        paragraphs: [
          "Some of our service providers, such as cloud hosting and e-mail services, may store or process data outside Indonesia.",
          "When that happens, we make sure the recipient country or organisation offers protection equal to or higher than Law No. 27 of 2022, or we put adequate, binding safeguards in place such as data processing agreements. If neither is possible, we transfer the data only with your consent.",
        ],
      },
      {
        id: "data-security",
        heading: "7. Security",
        paragraphs: [
          "We use technical and organisational measures to protect your data, including encrypted connections (HTTPS), hashed passwords, need-to-know access controls and system monitoring.",
          "Full card numbers are never stored on Tiketin's servers; card payments are handled by certified payment providers.",
          "Identity numbers (NIK), birth dates and health answers given in visitor forms are encrypted (AES-256-GCM) wherever we store them, including in backups. Only the ticket holder sees them in full on their own e-ticket; gate staff see only the last 4 digits of a NIK to check it against the KTP.",
          "The event's organiser sees its buyers' orders and visitor answers with these answers hidden. Only the organiser's owners and admins can open one ticket's hidden answers, and only after giving a reason; exports hide them too unless an owner or admin asks, with a reason. Every such opening and every export is written to an access log (who, when, why, which event and what was exported, never the data itself) that the organisation's owners read.",
          "If a personal data breach occurs, we will notify you and the relevant authority as required by Law No. 27 of 2022. You can help by never sharing your password, OTP codes or e-ticket QR codes with anyone.",
        ],
      },
      {
        id: "data-retention",
        heading: "8. How Long We Keep Data",
        paragraphs: ["We keep data only as long as we need it for the purpose it was collected, as follows:"],
        items: [
          "Transaction records and invoices: 10 years from the transaction, as required by Indonesian tax law.",
          "Account data: while your account is active or until you ask us to delete it. After a deletion request, the data is deleted or anonymised within 30 days, and backup copies are fully purged within a further 90 days.",
          "Identity numbers, birth dates and health answers of visitors: erased 90 days after the event ends. If the order is never paid or is cancelled, they are erased when the checkout ends (at the latest 24 hours later, in case a late payment arrives).",
          "Other visitor data and e-ticket scan history: 2 years after the event ends, except where it forms part of a transaction record.",
          "Customer service conversations: 2 years from the last message.",
          "Server and security logs: 12 months.",
        ],
      },
      {
        id: "your-rights",
        heading: "9. Your Rights",
        paragraphs: ["Under Law No. 27 of 2022 on Personal Data Protection, you have the right to:"],
        items: [
          "Access your personal data and obtain a copy of it.",
          "Correct or update data that is inaccurate or incomplete.",
          "Ask us to delete or destroy your personal data, subject to any retention the law requires.",
          "Withdraw any consent you have given for processing.",
          "Object to certain processing, including decisions based solely on automated processing.",
          "Receive your data in a commonly used, machine-readable format and move it elsewhere (data portability).",
          "Lodge a complaint with the personal data protection authority if you believe your rights have been infringed.",
        ],
      },
      {
        id: "childrens-data",
        heading: "10. Children's Data",
        paragraphs: [
          "Users who are not yet adults under Indonesian law may only create an account and buy tickets with the consent and supervision of a parent or guardian.",
          "If you enter a child's details as a visitor, for example for a family event or a kids' fun run, you confirm that you are the child's parent or legal guardian or have their permission.",
          "If we learn that a child's data has been processed without such consent, we will delete it.",
        ],
      },
      {
        id: "cookies-local-storage",
        heading: "11. Cookies and Local Storage",
        paragraphs: [
          "We use essential cookies to keep you signed in and secure and to remember your language choice. Your recent searches (the last 10) are kept in your browser's local storage on your own device and are not sent to our servers.",
          "Event Managers may add analytics or pixel tags to their event pages to measure their promotions. These tags may set third-party cookies and are governed by each provider's own policy.",
          "You can delete or block cookies in your browser settings, but blocking essential cookies may stop sign-in and checkout from working.",
        ],
      },
      {
        id: "policy-changes",
        heading: "12. Changes to This Policy",
        paragraphs: [
          "We may update this policy as our service or the law changes. The date of the latest update is always shown at the top of this page.",
          "For significant changes, we will let you know by e-mail or with a notice on the Platform before they take effect.",
        ],
      },
      {
        id: "contact",
        heading: "13. Contact Us",
        paragraphs: [
          "Questions, requests to exercise your rights and complaints about personal data can be sent to Tiketin customer service, available 24 hours a day. Please include your account e-mail address so we can verify your identity before acting on the request.",
          "We will respond to every request within the time limits set by Law No. 27 of 2022.",
        ],
      },
    ],
  },

  about: {
    title: "About Us",
    description:
      "Tiketin is a commission-free event ticketing platform: create your own events, see buyer data in real time and validate e-tickets on any device.",
    heading: "About Tiketin",
    intro: [
      "Tiketin is an online event ticketing marketplace built for Indonesia. Fans come here to find concerts, festivals, sports fixtures and fun runs, and can have their e-tickets in a few minutes.",
      "For organisers, Tiketin is a working tool: create your own events, sell tickets without paying any sales commission, and manage it all in one place.",
    ],
    actions: [{ label: "Create your event", target: { kind: "route", route: "OrganizerHome" } }],
    sections: [
      {
        id: "for-organisers",
        heading: "For event organisers",
        paragraphs: [
          "We built Tiketin so organisers can focus on their event rather than on the mechanics of selling tickets.",
        ],
        items: [
          "Create events yourself, with no commission on any ticket sold.",
          "Follow buyer data in real time through the admin system.",
          "Validate e-tickets on any device, in a phone or laptop browser, even offline at the gate.",
          "Get free promotion for your event on Tiketin's social media channels.",
          "Connect analytics, such as pixels and analytics tags, to measure your campaigns.",
          "Have a dedicated support group chat for every client, backed by 24/7 customer service.",
        ],
      },
      {
        id: "for-buyers",
        heading: "For ticket buyers",
        paragraphs: [
          "Search by artist, event or venue, pick your tickets or seats, and pay the way that suits you. Your QR e-ticket goes straight to My Tickets and to your inbox.",
          "Need a hand? Our customer service team is available 24 hours a day, 7 days a week.",
        ],
      },
      {
        id: "statistics",
        heading: "Tiketin in numbers",
        figures: [
          { value: "1,200", label: "events run" },
          { value: "140,000+", label: "tickets sold" },
          { value: "800", label: "clients" },
        ],
        paragraphs: [
          "So far, around 1,200 events have been run with Tiketin, more than 140,000 tickets have been sold, and 800 clients trust us with their ticket sales.",
        ],
      },
      {
        id: "payment-methods",
        heading: "Payment methods",
        paragraphs: ["Buyers can choose whichever way of paying is easiest:"],
        items: [
          "E-wallets: ShopeePay, GoPay and OVO.",
          "Virtual accounts: BCA, BRI, Mandiri, BNI, Permata, BSI, Bank Sahabat Sampoerna, BJB and CIMB Niaga.",
          "Credit and debit cards.",
          "QRIS.",
          "Alfamart and Indomaret stores.",
          "Pay at the cashier.",
          "Paylater.",
        ],
      },
      {
        id: "extra-services",
        heading: "Extra services",
        paragraphs: [
          "Beyond ticketing, we produce wristband tickets, as QR code wristbands, paper wristbands or lanyards, and build custom websites for events. Both can be ordered by chatting with our team.",
        ],
      },
    ],
    cta: {
      note: "Register your event via chat and our team will help you from the start.",
      actions: [
        { label: "Create your event", target: { kind: "route", route: "OrganizerHome" } },
        { label: "Contact customer service", target: { kind: "config", link: "customerService" } },
      ],
    },
  },

  wristband: {
    title: "Wristband Production",
    description:
      "Order wristband tickets for your event through Tiketin: QR code wristbands, paper wristbands or lanyards, produced in 3-7 days or 7-10 days.",
    heading: "Wristband ticket production",
    intro: [
      "Wristbands speed up entry and make it easy for staff to tell ticket categories apart. Tiketin produces them for you, with QR codes that work with our ticket validation system.",
    ],
    actions: [
      { label: "Order wristbands via chat", target: { kind: "config", link: "registerEvent" } },
      { label: "See the demo", target: { kind: "section", id: "demo" } },
    ],
    sections: [
      {
        id: "materials",
        heading: "Materials",
        paragraphs: ["Choose the material that fits the type and length of your event:"],
        items: [
          "QR code wristbands: each band carries a unique QR code that is scanned at the gate, ideal for events using ticket validation.",
          "Paper wristbands: light, affordable and hard to remove without tearing, a good fit for one-day events.",
          "Lanyards: a neck strap with an ID card, well suited to crew, press, VIP guests and conferences.",
        ],
      },
      {
        id: "production-time",
        heading: "Production time",
        paragraphs: [
          "Production takes 3-7 days or 7-10 days, depending on the material and the quantity ordered. Pricing likewise depends on material and quantity.",
          "To be sure your wristbands arrive on time, we recommend ordering well ahead of the event date, especially for large orders.",
        ],
      },
      {
        id: "demo",
        heading: "Try the demo",
        paragraphs: [
          "Curious how it works on the ground? Ask for a demo via chat and our team will show you a QR code wristband being scanned and validated as a visitor enters.",
        ],
        actions: [{ label: "Ask for a demo via chat", target: { kind: "config", link: "registerEvent" } }],
      },
      {
        id: "how-to-order",
        heading: "How to order",
        paragraphs: [
          "Tap the order button to chat with our team. Tell us the material, quantity, design and event date, and we will send you a quote and a production schedule.",
          "Already a Tiketin client? Order directly in your event's chat group so the team looking after your event can pick it up right away.",
        ],
      },
    ],
    cta: {
      note: "Existing clients can order through their event chat group.",
      actions: [{ label: "Order wristbands via chat", target: { kind: "config", link: "registerEvent" } }],
    },
  },

  webDevelopment: {
    title: "Event Website Development",
    description:
      "We build custom websites for your event, linked directly to Tiketin ticket sales. Browse our portfolio and order through a quick chat with our team.",
    heading: "A website made for your event",
    intro: [
      "A big event deserves its own home online. The Tiketin team designs and builds event websites that match your event's identity, with ticket sales wired straight into Tiketin.",
    ],
    actions: [{ label: "Order a website via chat", target: { kind: "config", link: "registerEvent" } }],
    sections: [
      {
        id: "what-we-build",
        heading: "What we build",
        paragraphs: ["Every site is tailored to the event, for example:"],
        items: [
          "A landing page designed around your event's visual identity.",
          "Line-up, schedule, venue map and FAQ pages for visitors.",
          "Buy-ticket buttons linked directly to your event page on Tiketin.",
          "Two-language support and analytics and pixel tag set-up.",
          "A responsive layout that works well on phones and laptops alike.",
        ],
      },
      {
        id: "portfolio",
        heading: "Portfolio",
        paragraphs: ["A few examples of the kinds of projects we have delivered:"],
        items: [
          "Two-day music festival in Jakarta: stage-by-stage schedules, a festival site map, and day and weekend ticket sales.",
          "10K running race in Bandung: route information, race pack collection details and published results.",
          "Technology conference in Surabaya: a multi-track agenda, speaker profiles and a bilingual site.",
          "Weekend art and food fair in Yogyakarta: a vendor directory, booth map and daily performance schedule.",
        ],
      },
      {
        id: "how-to-order",
        heading: "How to order",
        paragraphs: [
          "Orders are placed via chat. Tell us about your event, the features you need and when you want to launch, and our team will put together a quote and an estimated timeline.",
        ],
      },
    ],
    cta: {
      note: "Tell us what you need and our team will prepare a quote.",
      actions: [{ label: "Order a website via chat", target: { kind: "config", link: "registerEvent" } }],
    },
  },

  contact: {
    title: "Contact Us",
    description:
      "Reach Tiketin's 24/7 customer service for help with tickets and payments, or our partnership team to sell tickets and collaborate on events.",
    heading: "Contact us",
    intro: [
      "Got a question about a ticket or a payment, or want to sell tickets for your event on Tiketin? Pick the channel below that fits best.",
    ],
    sections: [
      {
        id: "customer-service",
        heading: "Customer service",
        paragraphs: [
          "For ticket buyers: help with payments, e-tickets that have not arrived, ticket transfers or account problems. Our team is on hand 24 hours a day, 7 days a week.",
        ],
        actions: [
          {
            label: "Chat with customer service",
            target: { kind: "config", link: "customerService" },
            copyLabel: "Copy link",
          },
        ],
      },
      {
        id: "partnership",
        heading: "Partnerships",
        paragraphs: [
          "For event organisers, sponsors and prospective partners: listing an event, commission-free ticket sales, wristband production, event websites and other kinds of collaboration.",
        ],
        actions: [
          {
            label: "Chat with the partnership team",
            target: { kind: "config", link: "partnership" },
            copyLabel: "Copy link",
          },
        ],
      },
      {
        id: "event-chat-group",
        heading: "Event chat group",
        paragraphs: [
          "Already a Tiketin client? Every client gets its own support group chat. Use it for questions about your event so they go straight to the team working with you.",
        ],
      },
      {
        id: "before-you-contact",
        heading: "Getting help faster",
        paragraphs: ["Please have the following ready when you get in touch:"],
        items: [
          "Your invoice or transaction number.",
          "The e-mail address you used to buy the tickets.",
          "A screenshot of your proof of payment or of any error message.",
          "Remember: the Tiketin team will never ask for your password or OTP code.",
        ],
      },
      {
        id: "social-media",
        heading: "Social media",
        paragraphs: ["Follow Tiketin for the latest events, promotions and vouchers."],
        actions: [
          { label: "Instagram", target: { kind: "config", link: "instagram" } },
          { label: "YouTube", target: { kind: "config", link: "youtube" } },
          { label: "X", target: { kind: "config", link: "x" } },
          { label: "TikTok", target: { kind: "config", link: "tiktok" } },
        ],
      },
    ],
  },

  howToBuy: {
    title: "How to Buy Tickets",
    description:
      "A step-by-step guide to buying on Tiketin: find an event, pick tickets or seats, fill in details, pay in time and show your QR e-ticket at the gate.",
    heading: "How to buy tickets on Tiketin",
    intro: [
      "Buying tickets on Tiketin takes just a few steps. Here is the whole journey, from finding an event to walking through the gate.",
    ],
    sections: [
      {
        id: "steps",
        heading: "Step by step",
        paragraphs: ["Follow these steps:"],
        items: [
          "Search for an event by artist, event or venue name, or browse the events on the home page.",
          "Open the event page to read the description, line-up, location and event terms.",
          "Choose a ticket category and quantity. For seated events, pick a section and then your seats.",
          "Log in to your Tiketin account, or sign up first with your e-mail address or Google account.",
          "Fill in the buyer details, then the visitor details for each ticket. The “same as buyer” option saves time.",
          "Have a voucher code? Enter it in the voucher field to get a discount (optional).",
          "Choose a payment method and check the order summary, including tax and the Internet Fee.",
          "Complete your payment before the countdown runs out. If time runs out, the order is cancelled automatically.",
          "Once payment is confirmed, you receive a confirmation e-mail and your QR e-ticket appears under My Tickets.",
          "On the day, show the QR code on your e-ticket to the staff at the gate to be scanned.",
        ],
      },
      {
        id: "payment-methods",
        heading: "Payment options",
        paragraphs: [
          "Tiketin accepts e-wallets (ShopeePay, GoPay, OVO), virtual accounts (BCA, BRI, Mandiri, BNI, Permata, BSI, Bank Sahabat Sampoerna, BJB, CIMB Niaga), credit and debit cards, QRIS, Alfamart and Indomaret, pay at the cashier, and paylater.",
          "Administration fees vary by payment method and are always shown before you pay. Cash payments at retail stores are limited to IDR 2,500,000 per transaction.",
        ],
      },
      {
        id: "faq-payment-not-confirmed",
        heading: "I've paid, but my order status hasn't changed. What should I do?",
        paragraphs: [
          "It can take up to 5 minutes for the status to update after payment. Open the transaction details and use the check payment status button. If nothing has changed, contact customer service with your invoice number and proof of payment.",
        ],
      },
      {
        id: "faq-email-not-received",
        heading: "I didn't get the confirmation e-mail. Where is my e-ticket?",
        paragraphs: [
          "Check your spam or promotions folder. Your e-ticket is also always available under My Tickets, as long as you are logged in with the account you used to buy it.",
        ],
      },
      {
        id: "faq-refund",
        heading: "Can I cancel my ticket or get a refund?",
        paragraphs: [
          "No. E-tickets cannot be cancelled or refunded once the purchase is complete. If an event is changed or cancelled, the organiser decides on any compensation, and we will keep you informed.",
        ],
      },
      {
        id: "faq-transfer",
        heading: "Can I give my ticket to someone else?",
        paragraphs: [
          "Yes. Tickets can be transferred to another person through Tiketin. After the transfer the old e-ticket stops working, so make sure the new holder uses the new e-ticket.",
        ],
      },
      {
        id: "faq-waiting-room",
        heading: "Why was I put in a waiting room?",
        paragraphs: [
          "When traffic is very heavy, for example just as a sale opens, Tiketin uses a waiting room queue served on a first-come, first-served basis. Please wait for your turn; reaching the front of the queue does not guarantee that tickets are still available.",
        ],
      },
    ],
    cta: {
      note: "Need help? Our customer service is available 24/7.",
      actions: [
        { label: "Find an event", target: { kind: "route", route: "SearchPage" } },
        { label: "Contact customer service", target: { kind: "config", link: "customerService" } },
      ],
    },
  },
};
