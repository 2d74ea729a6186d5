/**
 * Every `/api/v1` operation the web calls: its name, method and Fastify path (`:param` segments),
 * without schemas. This half of the contract table (`api-table.ts` adds the zod schemas) is what the
 * browser's API client needs at run time; keeping zod out of it keeps zod out of every page's
 * JavaScript (it is a separate ~85 kB chunk that only forms load). The organiser's rows live in
 * `organizer-operations.ts`, imported here for types only, so buyer pages ship none of them.
 */
import type { ApiOperation } from "./api-operation.ts";
import type { ORGANIZER_OPERATIONS } from "./organizer-operations.ts";

export type { ApiOperation, HttpMethod } from "./api-operation.ts";

export const BUYER_OPERATIONS = {
  // accounts
  register: { method: "POST", path: "/auth/register" },
  login: { method: "POST", path: "/auth/login" },
  forgotPassword: { method: "POST", path: "/auth/forget-password" },
  validateResetLink: { method: "POST", path: "/auth/forget-password/validate" },
  resetPassword: { method: "POST", path: "/auth/forget-password/change" },
  logout: { method: "POST", path: "/auth-user/logout" },
  myData: { method: "GET", path: "/auth-user/my-data" },
  updateProfile: { method: "PUT", path: "/auth-user/update-profile" },
  changePassword: { method: "POST", path: "/auth-user/change-password" },
  myWrapped: { method: "GET", path: "/auth-user/my-wrapped" },
  mySessions: { method: "GET", path: "/auth-user/sessions" },
  revokeSession: { method: "DELETE", path: "/auth-user/sessions/:sessionId" },
  revokeOtherSessions: { method: "POST", path: "/auth-user/sessions/revoke-others" },
  twoFactorStatus: { method: "GET", path: "/auth-user/two-factor" },
  enrolTwoFactor: { method: "POST", path: "/auth-user/two-factor/enrol" },
  confirmTwoFactor: { method: "POST", path: "/auth-user/two-factor/confirm" },
  disableTwoFactor: { method: "POST", path: "/auth-user/two-factor/disable" },
  loginSecondFactor: { method: "POST", path: "/auth/login/second-factor" },
  passkeySignInOptions: { method: "POST", path: "/auth/passkey/options" },
  passkeySignIn: { method: "POST", path: "/auth/passkey" },
  myPasskeys: { method: "GET", path: "/auth-user/passkeys" },
  passkeyRegistrationOptions: { method: "POST", path: "/auth-user/passkeys/options" },
  registerPasskey: { method: "POST", path: "/auth-user/passkeys" },
  passkeyReauthOptions: { method: "POST", path: "/auth-user/passkeys/reauth-options" },
  removePasskey: { method: "POST", path: "/auth-user/passkeys/:passkeyId/remove" },
  validateKtp: { method: "POST", path: "/validation/ktp" },
  // events
  landingEvents: { method: "GET", path: "/public/events/landing-page" },
  searchEvents: { method: "POST", path: "/public/events/search" },
  eventCities: { method: "GET", path: "/public/events/cities" },
  eventDetail: { method: "GET", path: "/public/events/detail/:id" },
  sliders: { method: "GET", path: "/public/sliders" },
  activeTickets: { method: "GET", path: "/public/active-tickets/event/:id" },
  seatTickets: { method: "GET", path: "/public/seat-tickets/event/:id" },
  eventTalents: { method: "GET", path: "/public/talents/event/:id" },
  eventVouchers: { method: "GET", path: "/public/vouchers/event/:id" },
  saleReminder: { method: "POST", path: "/public/reminders" },
  // a sold-out category's waiting list
  waitingListPlace: { method: "GET", path: "/waiting-list/category/:categoryId" },
  joinWaitingList: { method: "POST", path: "/waiting-list/category/:categoryId" },
  leaveWaitingList: { method: "DELETE", path: "/waiting-list/category/:categoryId" },
  acceptWaitingListOffer: { method: "POST", path: "/waiting-list/category/:categoryId/accept" },
  declineWaitingListOffer: { method: "POST", path: "/waiting-list/category/:categoryId/decline" },
  myWaitingList: { method: "GET", path: "/waiting-list/mine" },
  // face-value resale
  eventResale: { method: "GET", path: "/public/resale/event/:id" },
  myResale: { method: "GET", path: "/ticket/resale" },
  listTicketForResale: { method: "POST", path: "/ticket/detail/:ticketId/resale" },
  withdrawResale: { method: "DELETE", path: "/ticket/detail/:ticketId/resale" },
  buyResale: { method: "POST", path: "/resale/listings/:listingId/buy" },
  publicVouchers: { method: "GET", path: "/public/vouchers" },
  voucherDetail: { method: "GET", path: "/public/vouchers/event/:id/:code" },
  // checkout
  createHold: { method: "POST", path: "/transaction/checkout" },
  checkoutDetail: { method: "POST", path: "/transaction/checkout/detail" },
  saveParticipants: { method: "POST", path: "/transaction/checkout/participants" },
  myCart: { method: "POST", path: "/transaction/my-cart" },
  applyVoucher: { method: "POST", path: "/transaction/apply-voucher" },
  removeVoucher: { method: "POST", path: "/transaction/remove-voucher" },
  countPayment: { method: "POST", path: "/transaction/count-payment" },
  paymentMethods: { method: "GET", path: "/public/payment-methods" },
  paymentMethodsOf: { method: "GET", path: "/public/payment-methods/:x" },
  // payments
  buyTicket: { method: "POST", path: "/transaction/buy-ticket" },
  paymentDetail: { method: "POST", path: "/transaction/payment-detail" },
  updateVaPayment: { method: "POST", path: "/transaction/update-va-payment" },
  paymentEwallet: { method: "POST", path: "/transaction/payment-ewallet" },
  transactionStatus: { method: "POST", path: "/public/get-transaction-status" },
  cancelTransaction: { method: "DELETE", path: "/transaction/cancel-transaction" },
  transactionHistories: { method: "GET", path: "/transaction/transaction-histories" },
  transactionDetail: { method: "GET", path: "/transaction/transaction-histories/:id" },
  transactionReceipt: { method: "GET", path: "/transaction/transaction-histories/:id/receipt" },
  // e-tickets and the gate
  myTickets: { method: "GET", path: "/ticket/my-tickets" },
  ticketTransfers: { method: "GET", path: "/ticket/transfers" },
  ticketDetail: { method: "GET", path: "/ticket/detail/:ticketId" },
  ticketPdf: { method: "GET", path: "/ticket/detail/:ticketId/pdf" },
  transferTicket: { method: "POST", path: "/ticket/detail/:ticketId/transfer" },
  // refunds: each ticket's, cancelling under the event's policy, the bank account for a disbursement
  myTicketRefunds: { method: "GET", path: "/ticket/refunds" },
  cancelTicket: { method: "POST", path: "/ticket/detail/:ticketId/cancel" },
  refundAccount: { method: "POST", path: "/refund-account/view" },
  submitRefundAccount: { method: "POST", path: "/refund-account" },
  // e-mail verification, transfer delivery, the recipient's visitor data
  verifyEmail: { method: "POST", path: "/auth/verify-email" },
  resendVerification: { method: "POST", path: "/auth-user/verify-email/resend" },
  claimTicket: { method: "POST", path: "/ticket/claim" },
  completeTicketVisitor: { method: "POST", path: "/ticket/detail/:ticketId/visitor" },
  sentTicketPdf: { method: "GET", path: "/ticket/transfers/:ticketId/pdf" },
  checkInScan: { method: "POST", path: "/check-in/:eventSlug/scan" },
  checkInBundle: { method: "GET", path: "/check-in/:eventSlug/bundle" },
  checkInSync: { method: "POST", path: "/check-in/:eventSlug/sync" },
  // the waiting room
  joinQueue: { method: "POST", path: "/queue/:eventSlug/join" },
  queueStatus: { method: "GET", path: "/queue/:eventSlug/status" },
  queueChallenge: { method: "GET", path: "/queue/:eventSlug/challenge" },
  configureWaitingRoom: { method: "PUT", path: "/operator/events/:eventSlug/waiting-room" },
} as const satisfies Record<string, ApiOperation>;

/** Every operation of the contract table: the buyer's and the organiser's. */
export type ApiOperations = typeof BUYER_OPERATIONS & typeof ORGANIZER_OPERATIONS;
export type ApiName = keyof ApiOperations;
/** A client's run-time table: the rows it may call (buyer pages carry only the buyer's). */
export type OperationTable = Partial<Record<ApiName, ApiOperation>>;

/** The `:name` segments of a path pattern, as a union of names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
