import type { HowToPayContent } from "./types.ts";

const CHECK_AND_CONFIRM = "Check that the name shows Tiketin and the amount is {amount}, then confirm.";
const KEEP_RECEIPT = "Keep the receipt. This page turns to Payment Success by itself once the bank confirms.";

/** English how-to-pay steps; menu names are quoted as the banks' English menus show them. */
export const howToPayEn: HowToPayContent = {
  bca: [
    {
      title: "BCA ATM",
      steps: [
        "Insert your BCA card and enter your PIN.",
        'Choose "Other Transactions", then "Transfer", then "To BCA Virtual Account".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BCA mobile (m-BCA)",
      steps: [
        'Open BCA mobile and choose "m-BCA", then enter your access code.',
        'Choose "m-Transfer", then "BCA Virtual Account".',
        "Enter the virtual account number {number} and tap Send.",
        CHECK_AND_CONFIRM,
        "Enter your m-BCA PIN to finish.",
      ],
    },
    {
      title: "KlikBCA (internet banking)",
      steps: [
        "Log in to KlikBCA Individual.",
        'Choose "Funds Transfer", then "Transfer to BCA Virtual Account".',
        "Enter the virtual account number {number} and continue.",
        "Confirm with your KeyBCA response code.",
      ],
    },
  ],
  bri: [
    {
      title: "BRI ATM",
      steps: [
        "Insert your BRI card and enter your PIN.",
        'Choose "Other Transactions", then "Payment", then "Others", then "BRIVA".',
        "Enter the BRIVA number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BRImo",
      steps: [
        "Log in to BRImo.",
        'Choose "BRIVA" from the payment menu.',
        "Enter the BRIVA number {number} and tap Next.",
        CHECK_AND_CONFIRM,
        "Enter your PIN to finish.",
      ],
    },
  ],
  mandiri: [
    {
      title: "Mandiri ATM",
      steps: [
        "Insert your Mandiri debit card and enter your PIN.",
        'Choose "Pay/Buy", then "Others", then "Multi Payment".',
        "Enter the virtual account number {number} as the payment code and choose Correct.",
        CHECK_AND_CONFIRM,
        "Press 1 to select the bill, then Yes to pay.",
        KEEP_RECEIPT,
      ],
    },
    {
      title: "Livin' by Mandiri",
      steps: [
        "Log in to Livin' by Mandiri.",
        'Tap "Pay", then choose "Virtual Account" (or search for the biller in "e-Commerce").',
        "Enter the virtual account number {number} and tap Continue.",
        CHECK_AND_CONFIRM,
        "Enter your MPIN to finish.",
      ],
    },
  ],
  bni: [
    {
      title: "BNI ATM",
      steps: [
        "Insert your BNI card and enter your PIN.",
        'Choose "Other Menu", then "Transfer", then "Virtual Account Billing".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BNI Mobile Banking (wondr)",
      steps: [
        "Log in to BNI Mobile Banking.",
        'Choose "Transfer", then "Virtual Account Billing".',
        "Enter the virtual account number {number} under new input.",
        CHECK_AND_CONFIRM,
        "Enter your transaction password to finish.",
      ],
    },
  ],
  permata: [
    {
      title: "Permata ATM",
      steps: [
        "Insert your Permata card and enter your PIN.",
        'Choose "Other Transactions", then "Payment", then "Other Payments", then "Virtual Account".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "PermataMobile X",
      steps: [
        "Log in to PermataMobile X.",
        'Tap "Pay Bills", then "Virtual Account".',
        "Enter the virtual account number {number}.",
        CHECK_AND_CONFIRM,
        "Enter the SMS token or your PIN to finish.",
      ],
    },
  ],
  bsi: [
    {
      title: "BSI ATM",
      steps: [
        "Insert your BSI card and enter your PIN.",
        'Choose "Other Menu", then "Payment/Purchase", then "Institution".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BSI Mobile (BYOND)",
      steps: [
        "Log in to BSI Mobile.",
        'Choose "Payment", then "E-Commerce", then the merchant, or "Virtual Account".',
        "Enter the virtual account number {number}.",
        CHECK_AND_CONFIRM,
        "Enter your PIN to finish.",
      ],
    },
  ],
  sahabat_sampoerna: [
    {
      title: "Bank Sahabat Sampoerna mobile app",
      steps: [
        "Log in to the Bank Sahabat Sampoerna app.",
        'Choose "Transfer", then "Virtual Account".',
        "Enter the virtual account number {number}.",
        CHECK_AND_CONFIRM,
        "Enter your PIN to finish.",
      ],
    },
    {
      title: "Another bank's ATM (ATM Bersama or PRIMA)",
      steps: [
        "Insert your card and enter your PIN.",
        'Choose "Transfer", then "Transfer to Other Bank".',
        "Enter the bank code 523 followed by the virtual account number: 523{number}.",
        "Enter the exact amount {amount} and leave the reference empty.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
  ],
  bjb: [
    {
      title: "bjb ATM",
      steps: [
        "Insert your bjb card and enter your PIN.",
        'Choose "Other Transactions", then "Virtual Account".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "DIGI by bjb",
      steps: [
        "Log in to DIGI by bjb.",
        'Choose "Payment", then "Virtual Account".',
        "Enter the virtual account number {number}.",
        CHECK_AND_CONFIRM,
        "Enter your PIN to finish.",
      ],
    },
  ],
  cimb: [
    {
      title: "CIMB Niaga ATM",
      steps: [
        "Insert your CIMB Niaga card and enter your PIN.",
        'Choose "Payment", then "Virtual Account".',
        "Enter the virtual account number {number} and choose Correct.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "OCTO Mobile",
      steps: [
        "Log in to OCTO Mobile.",
        'Tap "Transfer", then "Other CIMB Niaga Account" and choose "Virtual Account".',
        "Enter the virtual account number {number}.",
        CHECK_AND_CONFIRM,
        "Enter your PIN or mPIN to finish.",
      ],
    },
  ],
  alfamart: [
    {
      title: "At the Alfamart, Alfamidi or Dan+Dan cashier",
      steps: [
        "Go to the nearest Alfamart, Alfamidi or Dan+Dan store.",
        "Tell the cashier you want to make a payment to Tiketin through Xendit.",
        "Show the payment code {number}.",
        "Pay {amount} in cash (at most Rp 2,500,000 per transaction). The cashier may add an admin fee.",
        KEEP_RECEIPT,
      ],
    },
  ],
  indomaret: [
    {
      title: "At the Indomaret cashier",
      steps: [
        "Go to the nearest Indomaret store.",
        "Tell the cashier you want to make a payment to Tiketin through Xendit.",
        "Show the payment code {number}.",
        "Pay {amount} in cash (at most Rp 2,500,000 per transaction). The cashier may add an admin fee.",
        KEEP_RECEIPT,
      ],
    },
  ],
};
