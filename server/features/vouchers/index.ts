/**
 * The vouchers feature as other features may use it: the organiser's voucher edits (mounted by the
 * catalogue's routes), the organiser's voucher list, and the lookup and discount checkout and payments
 * apply. A voucher's uses are claimed and counted by the stock module.
 */
export type { VoucherAccess } from "./access.ts";
export { createVoucher } from "./create-voucher.ts";
export { findVoucher, listVouchersOf, type OrgVoucherRow, type VoucherByCode } from "./data.ts";
export { deleteVoucher } from "./delete-voucher.ts";
export { toOrgVoucher } from "./to-contract.ts";
export { updateVoucher } from "./update-voucher.ts";
export { cartLines, voucherSummary } from "./voucher-summary.ts";
