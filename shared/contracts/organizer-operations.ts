import type { ApiOperation } from "./api-operation.ts";

/**
 * The organiser workspace's operations (docs/organizer-workspace.md): method and path, no schemas. Only
 * the workspace's own code imports this at run time, so buyer pages never carry these rows.
 */
export const ORGANIZER_OPERATIONS = {
  // the organiser's workspace: docs/organizer-workspace.md
  myOrganizations: { method: "GET", path: "/organizer/organizations" },
  createOrganization: { method: "POST", path: "/organizer/organizations" },
  acceptInvitation: { method: "POST", path: "/organizer/invitations/accept" },
  organization: { method: "GET", path: "/organizer/organizations/:orgId" },
  updateOrganization: { method: "PATCH", path: "/organizer/organizations/:orgId" },
  setTwoFactorRequirement: { method: "PUT", path: "/organizer/organizations/:orgId/two-factor-requirement" },
  updatePayout: { method: "PUT", path: "/organizer/organizations/:orgId/payout" },
  team: { method: "GET", path: "/organizer/organizations/:orgId/team" },
  inviteMember: { method: "POST", path: "/organizer/organizations/:orgId/invitations" },
  revokeInvitation: { method: "DELETE", path: "/organizer/organizations/:orgId/invitations/:invitationId" },
  changeMemberRole: { method: "PATCH", path: "/organizer/organizations/:orgId/members/:buyerId" },
  removeMember: { method: "DELETE", path: "/organizer/organizations/:orgId/members/:buyerId" },
  orgEvents: { method: "GET", path: "/organizer/organizations/:orgId/events" },
  createEvent: { method: "POST", path: "/organizer/organizations/:orgId/events" },
  orgEvent: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId" },
  updateEvent: { method: "PATCH", path: "/organizer/organizations/:orgId/events/:eventId" },
  publishEvent: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/publish" },
  unpublishEvent: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/unpublish" },
  duplicateEvent: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/duplicate" },
  cancelEvent: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/cancel" },
  cancelEventPreview: {
    method: "GET",
    path: "/organizer/organizations/:orgId/events/:eventId/cancel-preview",
  },
  uploadImage: { method: "POST", path: "/organizer/organizations/:orgId/images" },
  // the event's ticket catalogue
  orgCatalog: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/catalog" },
  orgCreateCategory: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/categories" },
  orgUpdateCategory: {
    method: "PUT",
    path: "/organizer/organizations/:orgId/events/:eventId/categories/:categoryId",
  },
  orgDeleteCategory: {
    method: "DELETE",
    path: "/organizer/organizations/:orgId/events/:eventId/categories/:categoryId",
  },
  orgSaveSeatMap: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/seat-map" },
  orgSaveVisitorForm: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/visitor-form" },
  orgCreateVoucher: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/vouchers" },
  orgUpdateVoucher: {
    method: "PUT",
    path: "/organizer/organizations/:orgId/events/:eventId/vouchers/:voucherId",
  },
  orgDeleteVoucher: {
    method: "DELETE",
    path: "/organizer/organizations/:orgId/events/:eventId/vouchers/:voucherId",
  },
  orgEventAudit: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/audit" },
  eventAttendees: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/attendees" },
  eventOrders: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/orders" },
  revealAttendee: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/attendees/:ticketId/reveal",
  },
  exportRecords: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/exports/:kind" },
  accessLog: { method: "GET", path: "/organizer/organizations/:orgId/access-log" },
  // outgoing webhooks
  webhookEndpoints: { method: "GET", path: "/organizer/organizations/:orgId/webhooks" },
  createWebhookEndpoint: { method: "POST", path: "/organizer/organizations/:orgId/webhooks" },
  updateWebhookEndpoint: { method: "PATCH", path: "/organizer/organizations/:orgId/webhooks/:endpointId" },
  deleteWebhookEndpoint: { method: "DELETE", path: "/organizer/organizations/:orgId/webhooks/:endpointId" },
  rotateWebhookSecret: {
    method: "POST",
    path: "/organizer/organizations/:orgId/webhooks/:endpointId/rotate-secret",
  },
  webhookDeliveries: {
    method: "GET",
    path: "/organizer/organizations/:orgId/webhooks/:endpointId/deliveries",
  },
  redeliverWebhook: {
    method: "POST",
    path: "/organizer/organizations/:orgId/webhooks/:endpointId/deliveries/:deliveryId/redeliver",
  },
  // the gate without a CLI
  checkInEvents: { method: "GET", path: "/organizer/organizations/:orgId/check-in/events" },
  eventGates: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/gates" },
  createGate: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/gates" },
  updateGate: { method: "PATCH", path: "/organizer/organizations/:orgId/events/:eventId/gates/:gateId" },
  createGateLink: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/gates/:gateId/links",
  },
  revokeGateLink: {
    method: "DELETE",
    path: "/organizer/organizations/:orgId/events/:eventId/gate-links/:linkId",
  },
  gateActivity: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/gate-activity" },
  // orders and refunds to track, the payout statement
  orgOrderDetail: {
    method: "GET",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId",
  },
  resendConfirmation: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId/resend-confirmation",
  },
  recordRefund: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId/refund",
  },
  previewOrderRefund: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId/refunds/preview",
  },
  requestOrderRefund: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId/refunds",
  },
  retryOrderRefund: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/orders/:orderId/refunds/:refundId/retry",
  },
  refundPolicy: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/refund-policy" },
  saveRefundPolicy: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/refund-policy" },
  eventRefunds: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/refunds" },
  payoutStatement: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/payout" },
  createDoorOrder: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/door-orders" },
  doorOrder: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/door-orders/:orderId" },
  payoutCsv: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/payout/csv" },
  eventDashboard: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/dashboard" },
  orgDashboard: { method: "GET", path: "/organizer/organizations/:orgId/dashboard" },
  // the event's waiting room
  orgWaitingRoom: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/waiting-room" },
  saveOrgWaitingRoom: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/waiting-room" },
  // the event's waiting lists of sold-out categories
  orgWaitingList: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/waiting-list" },
  saveOrgWaitingList: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/waiting-list" },
  orgResale: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/resale" },
  saveOrgResale: { method: "PUT", path: "/organizer/organizations/:orgId/events/:eventId/resale" },
  // messages to the event's ticket holders
  previewEventMessage: {
    method: "POST",
    path: "/organizer/organizations/:orgId/events/:eventId/messages/preview",
  },
  sendEventMessage: { method: "POST", path: "/organizer/organizations/:orgId/events/:eventId/messages" },
  eventMessages: { method: "GET", path: "/organizer/organizations/:orgId/events/:eventId/messages" },
} as const satisfies Record<string, ApiOperation>;
