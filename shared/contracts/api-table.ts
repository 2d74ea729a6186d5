import { z } from "zod";
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
import {
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegisterBodySchema,
  passkeyRegistrationOptionsSchema,
  passkeyRemoveBodySchema,
  passkeySignedInSchema,
  passkeySignInBodySchema,
  passkeySignInOptionsSchema,
  passkeySummarySchema,
} from "./accounts-passkeys.ts";
import { myDataSchema, updateProfileBodySchema } from "./accounts-profile.ts";
import {
  recoveryCodesSchema,
  revokedSchema,
  secondFactorBodySchema,
  secondFactorSignedInSchema,
  sessionListSchema,
  sessionParamsSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "./accounts-security.ts";
import { wrappedSchema } from "./accounts-wrapped.ts";
import { API_OPERATIONS as op } from "./all-operations.ts";
import { contract } from "./api-contract.ts";
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
import { cityListSchema, filteredListQuerySchema } from "./event-filters.ts";
import {
  activeTicketsSchema,
  eventDetailSchema,
  eventListSchema,
  eventRefParamsSchema,
  LANDING_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  searchBodySchema,
  seatMapSchema,
  sliderListSchema,
  talentListSchema,
  voucherListSchema,
} from "./events.ts";
import {
  acceptInvitationBodySchema,
  cancelEventBodySchema,
  cancelPreviewSchema,
  changeRoleBodySchema,
  createEventBodySchema,
  createOrganizationBodySchema,
  imageQuerySchema,
  imageSchema,
  inviteBodySchema,
  inviteResultSchema,
  memberSchema,
  myOrganizationsSchema,
  organizationSchema,
  organizationSummarySchema,
  orgEventListSchema,
  orgEventParamsSchema,
  orgEventSchema,
  orgInvitationParamsSchema,
  orgMemberParamsSchema,
  orgParamsSchema,
  teamSchema,
  twoFactorRequirementSchema,
  updateEventBodySchema,
  updateOrganizationBodySchema,
  updatePayoutBodySchema,
} from "./organizer.ts";
import { doorOrderBodySchema, doorOrderSchema } from "./organizer-box-office.ts";
import {
  auditListSchema,
  auditQuerySchema,
  categoryInputSchema,
  createCategoryBodySchema,
  deletedSchema,
  orgCatalogSchema,
  orgCategoryParamsSchema,
  orgCategorySchema,
  orgSeatMapSchema,
  orgVisitorFormSchema,
  orgVoucherParamsSchema,
  orgVoucherSchema,
  seatMapBodySchema,
  visitorFormBodySchema,
  voucherInputSchema,
} from "./organizer-catalog.ts";
import { eventDashboardSchema, orgDashboardSchema } from "./organizer-dashboard.ts";
import {
  checkInEventsSchema,
  createGateBodySchema,
  createGateLinkBodySchema,
  eventGatesSchema,
  gateActivitySchema,
  gateLinkParamsSchema,
  gateLinkSchema,
  gateParamsSchema,
  gateSchema,
  issuedGateLinkSchema,
  updateGateBodySchema,
} from "./organizer-gates.ts";
import {
  eventMessageListSchema,
  messageDraftSchema,
  messagePreviewSchema,
  sendMessageBodySchema,
  sendMessageResultSchema,
} from "./organizer-messaging.ts";
import {
  accessLogQuerySchema,
  accessLogSchema,
  attendeeListQuerySchema,
  attendeeListSchema,
  exportParamsSchema,
  exportQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  recordsTicketParamsSchema,
  revealBodySchema,
  revealedAnswersSchema,
} from "./organizer-records.ts";
import {
  gatewayRefundSchema,
  orderDetailSchema,
  orgOrderParamsSchema,
  orgRefundParamsSchema,
  payoutStatementSchema,
  recordRefundBodySchema,
  refundListQuerySchema,
  refundListSchema,
  refundPolicyBodySchema,
  refundPolicySchema,
  refundPreviewSchema,
  refundRequestBodySchema,
  refundSchema,
  resendResultSchema,
} from "./organizer-refunds.ts";
import { orgWaitingRoomBodySchema, orgWaitingRoomSchema } from "./organizer-waiting-room.ts";
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeletedSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookOrgParamsSchema,
  webhookSecretSchema,
} from "./organizer-webhooks.ts";
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
  cancelTicketResultSchema,
  myTicketRefundsSchema,
  refundAccountBodySchema,
  refundAccountTokenSchema,
  refundAccountViewSchema,
} from "./refunds.ts";
import { saleReminderBodySchema, saleReminderSchema } from "./reminders.ts";
import {
  eventResaleSchema,
  listTicketBodySchema,
  myResaleSchema,
  orgResaleBodySchema,
  orgResaleSchema,
  resaleEventParamsSchema,
  resaleHoldSchema,
  resaleListingParamsSchema,
  resaleListingSchema,
  resaleTicketParamsSchema,
} from "./resale.ts";
import {
  claimTicketSchema,
  completeVisitorBodySchema,
  linkTokenBodySchema,
  resendVerificationSchema,
} from "./verification.ts";
import {
  listedVoucherPageSchema,
  listedVoucherSchema,
  voucherListQuerySchema,
  voucherRefParamsSchema,
} from "./vouchers.ts";
import {
  joinWaitingListBodySchema,
  myWaitingListSchema,
  orgWaitingListBodySchema,
  orgWaitingListSchema,
  waitingListCategoryParamsSchema,
  waitingListPlaceSchema,
} from "./waiting-list.ts";
import {
  queueChallengeSchema,
  queueEventRefSchema,
  queueStatusSchema,
  waitingRoomSettingsBodySchema,
  waitingRoomSettingsSchema,
} from "./waiting-room.ts";

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
  mySessions: contract(op.mySessions, { response: sessionListSchema }),
  revokeSession: contract(op.revokeSession, { params: sessionParamsSchema, response: revokedSchema }),
  revokeOtherSessions: contract(op.revokeOtherSessions, { response: revokedSchema }),
  twoFactorStatus: contract(op.twoFactorStatus, { response: twoFactorStatusSchema }),
  enrolTwoFactor: contract(op.enrolTwoFactor, { response: twoFactorEnrolmentSchema }),
  confirmTwoFactor: contract(op.confirmTwoFactor, {
    body: twoFactorCodeBodySchema,
    response: recoveryCodesSchema,
  }),
  disableTwoFactor: contract(op.disableTwoFactor, { body: twoFactorDisableBodySchema, response: okSchema }),
  loginSecondFactor: contract(op.loginSecondFactor, {
    body: secondFactorBodySchema,
    response: secondFactorSignedInSchema,
  }),
  passkeySignInOptions: contract(op.passkeySignInOptions, { response: passkeySignInOptionsSchema }),
  passkeySignIn: contract(op.passkeySignIn, {
    body: passkeySignInBodySchema,
    response: passkeySignedInSchema,
  }),
  myPasskeys: contract(op.myPasskeys, { response: passkeyListSchema }),
  passkeyRegistrationOptions: contract(op.passkeyRegistrationOptions, {
    response: passkeyRegistrationOptionsSchema,
  }),
  registerPasskey: contract(op.registerPasskey, {
    body: passkeyRegisterBodySchema,
    response: passkeySummarySchema,
  }),
  passkeyReauthOptions: contract(op.passkeyReauthOptions, { response: passkeyRegistrationOptionsSchema }),
  removePasskey: contract(op.removePasskey, {
    params: passkeyParamsSchema,
    body: passkeyRemoveBodySchema,
    response: okSchema,
  }),
  validateKtp: contract(op.validateKtp, { body: ktpBodySchema, response: okSchema }),

  landingEvents: contract(op.landingEvents, {
    query: filteredListQuerySchema(LANDING_PAGE_SIZE),
    response: eventListSchema,
  }),
  searchEvents: contract(op.searchEvents, {
    query: filteredListQuerySchema(SEARCH_PAGE_SIZE),
    body: searchBodySchema,
    response: eventListSchema,
  }),
  eventCities: contract(op.eventCities, { response: cityListSchema }),
  eventDetail: contract(op.eventDetail, { params: eventRefParamsSchema, response: eventDetailSchema }),
  sliders: contract(op.sliders, { response: sliderListSchema }),
  activeTickets: contract(op.activeTickets, { params: eventRefParamsSchema, response: activeTicketsSchema }),
  seatTickets: contract(op.seatTickets, { params: eventRefParamsSchema, response: seatMapSchema }),
  eventTalents: contract(op.eventTalents, { params: eventRefParamsSchema, response: talentListSchema }),
  eventVouchers: contract(op.eventVouchers, { params: eventRefParamsSchema, response: voucherListSchema }),
  saleReminder: contract(op.saleReminder, { body: saleReminderBodySchema, response: saleReminderSchema }),
  waitingListPlace: contract(op.waitingListPlace, {
    params: waitingListCategoryParamsSchema,
    response: waitingListPlaceSchema,
  }),
  joinWaitingList: contract(op.joinWaitingList, {
    params: waitingListCategoryParamsSchema,
    body: joinWaitingListBodySchema,
    response: waitingListPlaceSchema,
  }),
  leaveWaitingList: contract(op.leaveWaitingList, {
    params: waitingListCategoryParamsSchema,
    response: waitingListPlaceSchema,
  }),
  acceptWaitingListOffer: contract(op.acceptWaitingListOffer, {
    params: waitingListCategoryParamsSchema,
    response: waitingListPlaceSchema,
  }),
  declineWaitingListOffer: contract(op.declineWaitingListOffer, {
    params: waitingListCategoryParamsSchema,
    response: waitingListPlaceSchema,
  }),
  myWaitingList: contract(op.myWaitingList, { response: myWaitingListSchema }),
  eventResale: contract(op.eventResale, { params: resaleEventParamsSchema, response: eventResaleSchema }),
  myResale: contract(op.myResale, { response: myResaleSchema }),
  listTicketForResale: contract(op.listTicketForResale, {
    params: resaleTicketParamsSchema,
    body: listTicketBodySchema,
    response: resaleListingSchema,
  }),
  withdrawResale: contract(op.withdrawResale, {
    params: resaleTicketParamsSchema,
    response: resaleListingSchema,
  }),
  buyResale: contract(op.buyResale, { params: resaleListingParamsSchema, response: resaleHoldSchema }),
  publicVouchers: contract(op.publicVouchers, {
    query: voucherListQuerySchema,
    response: listedVoucherPageSchema,
  }),
  voucherDetail: contract(op.voucherDetail, {
    params: voucherRefParamsSchema,
    response: listedVoucherSchema,
  }),

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
  myTicketRefunds: contract(op.myTicketRefunds, { response: myTicketRefundsSchema }),
  cancelTicket: contract(op.cancelTicket, { params: ticketRefSchema, response: cancelTicketResultSchema }),
  refundAccount: contract(op.refundAccount, {
    body: refundAccountTokenSchema,
    response: refundAccountViewSchema,
  }),
  submitRefundAccount: contract(op.submitRefundAccount, {
    body: refundAccountBodySchema,
    response: refundAccountViewSchema,
  }),
  transferTicket: contract(op.transferTicket, {
    params: ticketRefSchema,
    body: transferBodySchema,
    response: transferResultSchema,
  }),
  // e-mail verification, transfer delivery, the recipient's visitor data
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
  // the organiser's workspace
  myOrganizations: contract(op.myOrganizations, { response: myOrganizationsSchema }),
  createOrganization: contract(op.createOrganization, {
    body: createOrganizationBodySchema,
    response: organizationSummarySchema,
  }),
  acceptInvitation: contract(op.acceptInvitation, {
    body: acceptInvitationBodySchema,
    response: organizationSummarySchema,
  }),
  organization: contract(op.organization, { params: orgParamsSchema, response: organizationSchema }),
  setTwoFactorRequirement: contract(op.setTwoFactorRequirement, {
    params: orgParamsSchema,
    body: twoFactorRequirementSchema,
    response: twoFactorRequirementSchema,
  }),
  updateOrganization: contract(op.updateOrganization, {
    params: orgParamsSchema,
    body: updateOrganizationBodySchema,
    response: organizationSchema,
  }),
  updatePayout: contract(op.updatePayout, {
    params: orgParamsSchema,
    body: updatePayoutBodySchema,
    response: organizationSchema,
  }),
  team: contract(op.team, { params: orgParamsSchema, response: teamSchema }),
  inviteMember: contract(op.inviteMember, {
    params: orgParamsSchema,
    body: inviteBodySchema,
    response: inviteResultSchema,
  }),
  revokeInvitation: contract(op.revokeInvitation, {
    params: orgInvitationParamsSchema,
    response: teamSchema,
  }),
  changeMemberRole: contract(op.changeMemberRole, {
    params: orgMemberParamsSchema,
    body: changeRoleBodySchema,
    response: memberSchema,
  }),
  removeMember: contract(op.removeMember, { params: orgMemberParamsSchema, response: teamSchema }),
  orgEvents: contract(op.orgEvents, { params: orgParamsSchema, response: orgEventListSchema }),
  createEvent: contract(op.createEvent, {
    params: orgParamsSchema,
    body: createEventBodySchema,
    response: orgEventSchema,
  }),
  orgEvent: contract(op.orgEvent, { params: orgEventParamsSchema, response: orgEventSchema }),
  updateEvent: contract(op.updateEvent, {
    params: orgEventParamsSchema,
    body: updateEventBodySchema,
    response: orgEventSchema,
  }),
  publishEvent: contract(op.publishEvent, { params: orgEventParamsSchema, response: orgEventSchema }),
  unpublishEvent: contract(op.unpublishEvent, { params: orgEventParamsSchema, response: orgEventSchema }),
  duplicateEvent: contract(op.duplicateEvent, { params: orgEventParamsSchema, response: orgEventSchema }),
  cancelEvent: contract(op.cancelEvent, {
    params: orgEventParamsSchema,
    body: cancelEventBodySchema,
    response: orgEventSchema,
  }),
  cancelEventPreview: contract(op.cancelEventPreview, {
    params: orgEventParamsSchema,
    response: cancelPreviewSchema,
  }),
  uploadImage: contract(op.uploadImage, {
    params: orgParamsSchema,
    query: imageQuerySchema,
    response: imageSchema,
  }),
  // the event's ticket catalogue
  orgCatalog: contract(op.orgCatalog, { params: orgEventParamsSchema, response: orgCatalogSchema }),
  orgCreateCategory: contract(op.orgCreateCategory, {
    params: orgEventParamsSchema,
    body: createCategoryBodySchema,
    response: orgCategorySchema,
  }),
  orgUpdateCategory: contract(op.orgUpdateCategory, {
    params: orgCategoryParamsSchema,
    body: categoryInputSchema,
    response: orgCategorySchema,
  }),
  orgDeleteCategory: contract(op.orgDeleteCategory, {
    params: orgCategoryParamsSchema,
    response: deletedSchema,
  }),
  orgSaveSeatMap: contract(op.orgSaveSeatMap, {
    params: orgEventParamsSchema,
    body: seatMapBodySchema,
    response: orgSeatMapSchema,
  }),
  orgSaveVisitorForm: contract(op.orgSaveVisitorForm, {
    params: orgEventParamsSchema,
    body: visitorFormBodySchema,
    response: orgVisitorFormSchema,
  }),
  orgCreateVoucher: contract(op.orgCreateVoucher, {
    params: orgEventParamsSchema,
    body: voucherInputSchema,
    response: orgVoucherSchema,
  }),
  orgUpdateVoucher: contract(op.orgUpdateVoucher, {
    params: orgVoucherParamsSchema,
    body: voucherInputSchema,
    response: orgVoucherSchema,
  }),
  orgDeleteVoucher: contract(op.orgDeleteVoucher, {
    params: orgVoucherParamsSchema,
    response: deletedSchema,
  }),
  orgEventAudit: contract(op.orgEventAudit, {
    params: orgEventParamsSchema,
    query: auditQuerySchema,
    response: auditListSchema,
  }),
  eventAttendees: contract(op.eventAttendees, {
    params: orgEventParamsSchema,
    query: attendeeListQuerySchema,
    response: attendeeListSchema,
  }),
  eventOrders: contract(op.eventOrders, {
    params: orgEventParamsSchema,
    query: orderListQuerySchema,
    response: orderListSchema,
  }),
  revealAttendee: contract(op.revealAttendee, {
    params: recordsTicketParamsSchema,
    body: revealBodySchema,
    response: revealedAnswersSchema,
  }),
  /** A file (CSV or XLSX), not the envelope: see `fileResponse` on its route. */
  exportRecords: contract(op.exportRecords, {
    params: exportParamsSchema,
    query: exportQuerySchema,
    response: z.unknown(),
  }),
  accessLog: contract(op.accessLog, {
    params: orgParamsSchema,
    query: accessLogQuerySchema,
    response: accessLogSchema,
  }),
  webhookEndpoints: contract(op.webhookEndpoints, {
    params: webhookOrgParamsSchema,
    response: webhookEndpointListSchema,
  }),
  createWebhookEndpoint: contract(op.createWebhookEndpoint, {
    params: webhookOrgParamsSchema,
    body: createWebhookBodySchema,
    response: webhookSecretSchema,
  }),
  updateWebhookEndpoint: contract(op.updateWebhookEndpoint, {
    params: webhookEndpointParamsSchema,
    body: updateWebhookBodySchema,
    response: webhookEndpointSchema,
  }),
  deleteWebhookEndpoint: contract(op.deleteWebhookEndpoint, {
    params: webhookEndpointParamsSchema,
    response: webhookDeletedSchema,
  }),
  rotateWebhookSecret: contract(op.rotateWebhookSecret, {
    params: webhookEndpointParamsSchema,
    response: webhookSecretSchema,
  }),
  webhookDeliveries: contract(op.webhookDeliveries, {
    params: webhookEndpointParamsSchema,
    query: webhookDeliveryQuerySchema,
    response: webhookDeliveryListSchema,
  }),
  redeliverWebhook: contract(op.redeliverWebhook, {
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
  }),
  checkInEvents: contract(op.checkInEvents, { params: orgParamsSchema, response: checkInEventsSchema }),
  eventGates: contract(op.eventGates, { params: orgEventParamsSchema, response: eventGatesSchema }),
  createGate: contract(op.createGate, {
    params: orgEventParamsSchema,
    body: createGateBodySchema,
    response: gateSchema,
  }),
  updateGate: contract(op.updateGate, {
    params: gateParamsSchema,
    body: updateGateBodySchema,
    response: gateSchema,
  }),
  createGateLink: contract(op.createGateLink, {
    params: gateParamsSchema,
    body: createGateLinkBodySchema,
    response: issuedGateLinkSchema,
  }),
  revokeGateLink: contract(op.revokeGateLink, { params: gateLinkParamsSchema, response: gateLinkSchema }),
  gateActivity: contract(op.gateActivity, { params: orgEventParamsSchema, response: gateActivitySchema }),
  orgOrderDetail: contract(op.orgOrderDetail, { params: orgOrderParamsSchema, response: orderDetailSchema }),
  resendConfirmation: contract(op.resendConfirmation, {
    params: orgOrderParamsSchema,
    response: resendResultSchema,
  }),
  recordRefund: contract(op.recordRefund, {
    params: orgOrderParamsSchema,
    body: recordRefundBodySchema,
    response: refundSchema,
  }),
  previewOrderRefund: contract(op.previewOrderRefund, {
    params: orgOrderParamsSchema,
    body: refundRequestBodySchema,
    response: refundPreviewSchema,
  }),
  requestOrderRefund: contract(op.requestOrderRefund, {
    params: orgOrderParamsSchema,
    body: refundRequestBodySchema,
    response: gatewayRefundSchema,
  }),
  retryOrderRefund: contract(op.retryOrderRefund, {
    params: orgRefundParamsSchema,
    response: gatewayRefundSchema,
  }),
  refundPolicy: contract(op.refundPolicy, { params: orgEventParamsSchema, response: refundPolicySchema }),
  saveRefundPolicy: contract(op.saveRefundPolicy, {
    params: orgEventParamsSchema,
    body: refundPolicyBodySchema,
    response: refundPolicySchema,
  }),
  eventRefunds: contract(op.eventRefunds, {
    params: orgEventParamsSchema,
    query: refundListQuerySchema,
    response: refundListSchema,
  }),
  payoutStatement: contract(op.payoutStatement, {
    params: orgEventParamsSchema,
    response: payoutStatementSchema,
  }),
  /** A CSV file, not the envelope: see `fileResponse` on its route. */
  payoutCsv: contract(op.payoutCsv, { params: orgEventParamsSchema, response: z.unknown() }),
  createDoorOrder: contract(op.createDoorOrder, {
    params: orgEventParamsSchema,
    body: doorOrderBodySchema,
    response: doorOrderSchema,
  }),
  doorOrder: contract(op.doorOrder, { params: orgOrderParamsSchema, response: doorOrderSchema }),
  eventDashboard: contract(op.eventDashboard, {
    params: orgEventParamsSchema,
    response: eventDashboardSchema,
  }),
  orgDashboard: contract(op.orgDashboard, { params: orgParamsSchema, response: orgDashboardSchema }),
  previewEventMessage: contract(op.previewEventMessage, {
    params: orgEventParamsSchema,
    body: messageDraftSchema,
    response: messagePreviewSchema,
  }),
  sendEventMessage: contract(op.sendEventMessage, {
    params: orgEventParamsSchema,
    body: sendMessageBodySchema,
    response: sendMessageResultSchema,
  }),
  eventMessages: contract(op.eventMessages, {
    params: orgEventParamsSchema,
    response: eventMessageListSchema,
  }),
  orgWaitingRoom: contract(op.orgWaitingRoom, {
    params: orgEventParamsSchema,
    response: orgWaitingRoomSchema,
  }),
  saveOrgWaitingRoom: contract(op.saveOrgWaitingRoom, {
    params: orgEventParamsSchema,
    body: orgWaitingRoomBodySchema,
    response: orgWaitingRoomSchema,
  }),
  orgWaitingList: contract(op.orgWaitingList, {
    params: orgEventParamsSchema,
    response: orgWaitingListSchema,
  }),
  saveOrgWaitingList: contract(op.saveOrgWaitingList, {
    params: orgEventParamsSchema,
    body: orgWaitingListBodySchema,
    response: orgWaitingListSchema,
  }),
  orgResale: contract(op.orgResale, { params: orgEventParamsSchema, response: orgResaleSchema }),
  saveOrgResale: contract(op.saveOrgResale, {
    params: orgEventParamsSchema,
    body: orgResaleBodySchema,
    response: orgResaleSchema,
  }),
  joinQueue: contract(op.joinQueue, { params: queueEventRefSchema, response: queueStatusSchema }),
  queueStatus: contract(op.queueStatus, { params: queueEventRefSchema, response: queueStatusSchema }),
  queueChallenge: contract(op.queueChallenge, {
    params: queueEventRefSchema,
    response: queueChallengeSchema,
  }),
  configureWaitingRoom: contract(op.configureWaitingRoom, {
    params: queueEventRefSchema,
    body: waitingRoomSettingsBodySchema,
    response: waitingRoomSettingsSchema,
  }),
} satisfies { [Name in keyof typeof op]: (typeof op)[Name] & { response: unknown } };

export type ApiTable = typeof apiTable;
