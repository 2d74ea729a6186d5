import QRCode from "qrcode";
import { type AppLoadContext, data, redirect } from "react-router";
import { EXTERNAL_ID_PATTERN, type PaymentDetail, SANDBOX_BASE_PATH } from "#shared/contracts/payments.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { type HowToPaySection, howToPaySections } from "#shared/payment-methods/how-to-pay.ts";
import { localeOfPath, routeHref } from "#shared/routing/route-table.ts";
import { loaderApi, orNotFound } from "../events/catalogue-api.server.ts";
import { paymentsApi } from "./payments-api.ts";
import type { VaBankOption } from "./va-instrument.tsx";

/** The simulator exists only beside the sandbox gateway (development, test, the local demo). */
export function simulatorEnabled(context: AppLoadContext): boolean {
  return context.publicConfig.paymentSandbox;
}

/** Where the browser reaches the sandbox gateway (same origin; Xendit's host in a real deployment). */
export function sandboxBasePath(): string {
  return SANDBOX_BASE_PATH;
}

/** A transaction id that cannot be one (not `trx_` + 22 url-safe characters) is a 404 without a read. */
export function requireExternalId(value: string | undefined): string {
  if (!value || !EXTERNAL_ID_PATTERN.test(value)) throw data(null, { status: 404 });
  return value;
}

/** How-to-pay steps in the page's language, for the VA bank or retail outlet (none for other methods). */
export function howToPayFor(detail: PaymentDetail, locale: Locale): readonly HowToPaySection[] {
  return howToPaySections(detail.va_bank ?? detail.retail_outlet ?? "", locale);
}

/** The QRIS string as an SVG data URI: rendered here so the QR encoder never ships to the browser. */
export async function qrImage(qrString: string | null): Promise<string | null> {
  if (!qrString) return null;
  const svg = await QRCode.toString(qrString, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The same QRIS as a PNG data URI, for "Save QR": a buyer paying from this very phone saves it and
 * picks it from the gallery in their bank or wallet app (which read images, rarely SVG). 512 px with
 * the quiet zone, so a scanner reads it from a screenshot too.
 */
export async function qrPng(qrString: string | null): Promise<string | null> {
  if (!qrString) return null;
  return QRCode.toDataURL(qrString, { type: "image/png", width: 512, margin: 4, errorCorrectionLevel: "M" });
}

/** Banks the virtual account may move to, available for this amount (the total before the VA fee). */
async function vaBanks(
  context: AppLoadContext,
  request: Request,
  detail: PaymentDetail,
): Promise<VaBankOption[]> {
  const amount = detail.total - detail.payment_fee;
  const list = await loaderApi(context, request).call("paymentMethods", { query: { amount } });
  return list.rows
    .filter((method) => method.group === "va")
    .map((method) => ({ code: method.code, name: method.name, isAvailable: method.is_available }));
}

/** Everything the payment page renders, read through the API as the signed-in buyer. */
export async function loadPaymentPage(
  context: AppLoadContext,
  request: Request,
  params: { slug?: string; externalId?: string },
) {
  const externalId = requireExternalId(params.externalId);
  const locale = localeOfPath(new URL(request.url).pathname);
  const detail = await orNotFound(paymentsApi(loaderApi(context, request)).paymentDetail(externalId));
  if (detail.event_slug !== params.slug) {
    throw redirect(routeHref("CompletePayment", locale, { slug: detail.event_slug, externalId }));
  }
  const waiting = detail.status === "Waiting For Payment";
  return {
    detail,
    howToPay: waiting ? howToPayFor(detail, locale) : [],
    qrImage: waiting ? await qrImage(detail.qr_string) : null,
    qrPng: waiting ? await qrPng(detail.qr_string) : null,
    banks: waiting && detail.instrument === "va" ? await vaBanks(context, request, detail) : [],
    simulator: simulatorEnabled(context),
  };
}
