import type { EventCategory, TicketStatus } from "#shared/contracts/events.ts";

/** The demo catalogue as plain data, produced by a pure planner and then written in bulk. */

export interface PlannedSeating {
  sectionName: string;
  rowLabels: string[];
  perRow: number;
  /** `A1`-style labels the organiser blocked (camera platform, sound desk). */
  blocked: string[];
  sold: string[];
  held: string[];
}

export interface PlannedCategory {
  name: string;
  description: string;
  price: number;
  quota: number;
  perAccountLimit: number | null;
  perTransactionMax: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  manualStatus: TicketStatus;
  isBundle: boolean;
  bundleItems: { name: string; sizeOptions: string[] }[];
  /** General-admission tickets sold and held (seated categories use `seating` instead). */
  sold: number;
  held: number;
  seating: PlannedSeating | null;
}

export interface PlannedVoucher {
  code: string;
  discountUnit: "percent" | "fixed";
  amount: number;
  maxDiscount: number | null;
  minTransaction: number;
  allowedPaymentMethods: string[] | null;
  /** Names of this event's categories the voucher is limited to; null means all. */
  categoryNames: string[] | null;
  terms: string;
  quota: number | null;
  validFrom: Date;
  validUntil: Date | null;
  isPublic: boolean;
  used: number;
}

export interface PlannedEvent {
  slug: string;
  title: string;
  description: string;
  category: EventCategory;
  city: string;
  venueName: string;
  address: string;
  mapUrl: string;
  organiserIndex: number;
  startsAt: Date;
  endsAt: Date;
  isTentativeDate: boolean;
  tentativeNote: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  maxTicketByAccount: number | null;
  oneTransactionPerAccount: boolean;
  terms: string;
  chatGroupUrl: string | null;
  insuranceClaimUrl: string | null;
  taxRateBps: number;
  isSeated: boolean;
  lineup: { talent: string; role: string }[];
  categories: PlannedCategory[];
  vouchers: PlannedVoucher[];
}

export interface PlannedSlider {
  title: string;
  linkUrl: string | null;
  activeFrom: Date;
  activeUntil: Date | null;
}

export interface CataloguePlan {
  organisers: string[];
  events: PlannedEvent[];
  sliders: PlannedSlider[];
}
