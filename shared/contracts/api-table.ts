import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  ktpBodySchema,
  loginBodySchema,
  loginResponseSchema,
  okSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
  signedInSchema,
} from "./accounts-auth.ts";
import { myDataSchema, updateProfileBodySchema } from "./accounts-profile.ts";
import { wrappedSchema } from "./accounts-wrapped.ts";
import { contract } from "./api-contract.ts";
import { API_OPERATIONS as op } from "./api-operations.ts";
import {
  checkoutBodySchema,
  checkoutDetailSchema,
  countPaymentBodySchema,
  feeBreakdownSchema,
  holdRefSchema,
  holdSchema,
  myCartSchema,
  participantsBodySchema,
  participantsResultSchema,
  paymentMethodListSchema,
  paymentMethodQuerySchema,
  paymentMethodRefSchema,
  voucherBodySchema,
  voucherResultSchema,
} from "./checkout.ts";
import {
  checkInBodySchema,
  checkInEventRefSchema,
  checkInResultSchema,
  eTicketDetailSchema,
  myTicketsQuerySchema,
  myTicketsSchema,
  offlineBundleSchema,
  syncBodySchema,
  syncResultSchema,
  ticketPdfSchema,
  ticketRefSchema,
  transferBodySchema,
  transferHistorySchema,
  transferResultSchema,
} from "./e-tickets.ts";
import {
  activeTicketsSchema,
  eventDetailSchema,
  eventListSchema,
  eventRefParamsSchema,
  LANDING_PAGE_SIZE,
  pagingQuerySchema,
  SEARCH_PAGE_SIZE,
  searchBodySchema,
  seatMapSchema,
  sliderListSchema,
  talentListSchema,
  voucherListSchema,
} from "./events.ts";
import {
  buyTicketBodySchema,
  historyListSchema,
  historyParamsSchema,
  historyQuerySchema,
  paymentDetailSchema,
  paymentEwalletBodySchema,
  receiptPdfSchema,
  transactionDetailSchema,
  transactionRefSchema,
  transactionStatusResultSchema,
  updateVaPaymentBodySchema,
} from "./payments.ts";
import {
  claimTicketSchema,
  completeVisitorBodySchema,
  linkTokenBodySchema,
  resendVerificationSchema,
} from "./verification.ts";

/**
 * The contract table: every `/api/v1` operation by name, with its method, path and zod schemas. The
 * server's routes are made from these rows (`defineRoute(apiTable.eventDetail, ...)`) and the web's
 * client types its calls by them, so neither side can drift from the other. The browser loads only
 * `API_OPERATIONS` (no zod) and takes the schemas' types.
 */
export const apiTable = {
  register: contract(op.register, { body: registerBodySchema, response: signedInSchema }),
  login: contract(op.login, { body: loginBodySchema, response: loginResponseSchema }),
  forgotPassword: contract(op.forgotPassword, { body: forgotPasswordBodySchema, response: okSchema }),
  validateResetLink: contract(op.validateResetLink, { body: resetTokenBodySchema, response: okSchema }),
  resetPassword: contract(op.resetPassword, { body: resetPasswordBodySchema, response: okSchema }),
  logout: contract(op.logout, { response: okSchema }),
  myData: contract(op.myData, { response: myDataSchema }),
  updateProfile: contract(op.updateProfile, { body: updateProfileBodySchema, response: myDataSchema }),
  changePassword: contract(op.changePassword, { body: changePasswordBodySchema, response: okSchema }),
  myWrapped: contract(op.myWrapped, { response: wrappedSchema }),
  validateKtp: contract(op.validateKtp, { body: ktpBodySchema, response: okSchema }),

  landingEvents: contract(op.landingEvents, {
    query: pagingQuerySchema(LANDING_PAGE_SIZE),
    response: eventListSchema,
  }),
  searchEvents: contract(op.searchEvents, {
    query: pagingQuerySchema(SEARCH_PAGE_SIZE),
    body: searchBodySchema,
    response: eventListSchema,
  }),
  eventDetail: contract(op.eventDetail, { params: eventRefParamsSchema, response: eventDetailSchema }),
  sliders: contract(op.sliders, { response: sliderListSchema }),
  activeTickets: contract(op.activeTickets, { params: eventRefParamsSchema, response: activeTicketsSchema }),
  seatTickets: contract(op.seatTickets, { params: eventRefParamsSchema, response: seatMapSchema }),
  eventTalents: contract(op.eventTalents, { params: eventRefParamsSchema, response: talentListSchema }),
  eventVouchers: contract(op.eventVouchers, { params: eventRefParamsSchema, response: voucherListSchema }),

  createHold: contract(op.createHold, { body: checkoutBodySchema, response: holdSchema }),
  checkoutDetail: contract(op.checkoutDetail, {
    body: holdRefSchema.optional(),
    response: checkoutDetailSchema,
  }),
  saveParticipants: contract(op.saveParticipants, {
    body: participantsBodySchema,
    response: participantsResultSchema,
  }),
  myCart: contract(op.myCart, { response: myCartSchema }),
  applyVoucher: contract(op.applyVoucher, { body: voucherBodySchema, response: voucherResultSchema }),
  removeVoucher: contract(op.removeVoucher, {
    body: holdRefSchema.optional(),
    response: voucherResultSchema,
  }),
  countPayment: contract(op.countPayment, { body: countPaymentBodySchema, response: feeBreakdownSchema }),
  paymentMethods: contract(op.paymentMethods, {
    query: paymentMethodQuerySchema,
    response: paymentMethodListSchema,
  }),
  paymentMethodsOf: contract(op.paymentMethodsOf, {
    params: paymentMethodRefSchema,
    query: paymentMethodQuerySchema,
    response: paymentMethodListSchema,
  }),

  buyTicket: contract(op.buyTicket, { body: buyTicketBodySchema, response: paymentDetailSchema }),
  paymentDetail: contract(op.paymentDetail, { body: transactionRefSchema, response: paymentDetailSchema }),
  updateVaPayment: contract(op.updateVaPayment, {
    body: updateVaPaymentBodySchema,
    response: paymentDetailSchema,
  }),
  paymentEwallet: contract(op.paymentEwallet, {
    body: paymentEwalletBodySchema,
    response: paymentDetailSchema,
  }),
  transactionStatus: contract(op.transactionStatus, {
    body: transactionRefSchema,
    response: transactionStatusResultSchema,
  }),
  cancelTransaction: contract(op.cancelTransaction, {
    body: transactionRefSchema,
    response: paymentDetailSchema,
  }),
  transactionHistories: contract(op.transactionHistories, {
    query: historyQuerySchema,
    response: historyListSchema,
  }),
  transactionDetail: contract(op.transactionDetail, {
    params: historyParamsSchema,
    response: transactionDetailSchema,
  }),
  transactionReceipt: contract(op.transactionReceipt, {
    params: historyParamsSchema,
    response: receiptPdfSchema,
  }),

  myTickets: contract(op.myTickets, { query: myTicketsQuerySchema, response: myTicketsSchema }),
  ticketTransfers: contract(op.ticketTransfers, { response: transferHistorySchema }),
  ticketDetail: contract(op.ticketDetail, { params: ticketRefSchema, response: eTicketDetailSchema }),
  ticketPdf: contract(op.ticketPdf, { params: ticketRefSchema, response: ticketPdfSchema }),
  transferTicket: contract(op.transferTicket, {
    params: ticketRefSchema,
    body: transferBodySchema,
    response: transferResultSchema,
  }),
  // e-mail verification, transfer delivery, the recipient's visitor data (issue 21, items 14-15)
  verifyEmail: contract(op.verifyEmail, { body: linkTokenBodySchema, response: okSchema }),
  resendVerification: contract(op.resendVerification, { response: resendVerificationSchema }),
  claimTicket: contract(op.claimTicket, { body: linkTokenBodySchema, response: claimTicketSchema }),
  completeTicketVisitor: contract(op.completeTicketVisitor, {
    params: ticketRefSchema,
    body: completeVisitorBodySchema,
    response: eTicketDetailSchema,
  }),
  sentTicketPdf: contract(op.sentTicketPdf, { params: ticketRefSchema, response: ticketPdfSchema }),
  checkInScan: contract(op.checkInScan, {
    params: checkInEventRefSchema,
    body: checkInBodySchema,
    response: checkInResultSchema,
  }),
  checkInBundle: contract(op.checkInBundle, { params: checkInEventRefSchema, response: offlineBundleSchema }),
  checkInSync: contract(op.checkInSync, {
    params: checkInEventRefSchema,
    body: syncBodySchema,
    response: syncResultSchema,
  }),
} satisfies { [Name in keyof typeof op]: (typeof op)[Name] & { response: unknown } };

export type ApiTable = typeof apiTable;
