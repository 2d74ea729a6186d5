import type { EwalletChannel, RetailOutlet } from "#shared/contracts/payments.ts";
import type { MethodEntry } from "#shared/payment-methods/index.ts";
import { INSTRUMENT_OF_GROUP, maskPhone } from "#shared/payments/instruments.ts";
import { vaNumber } from "#shared/payments/va-number.ts";
import type { Db } from "../../db/client.ts";
import type { TransactionRow } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { randomDigits } from "./identifiers.ts";
import { type NewTransaction, updateTransaction } from "./payment-writes-data.ts";

export interface InstrumentChoice {
  /** Its row in the registry carries the gateway's bank, outlet or e-wallet channel code. */
  method: MethodEntry;
  /** E.164, for OVO. */
  phone?: string;
  cardToken?: string;
  card?: { brand: string; last4: string };
}

/** The columns a method fixes before the gateway is asked (VA bank and our allocated number). */
export function instrumentColumns(choice: InstrumentChoice): Partial<NewTransaction> {
  const bank = choice.method.vaBank;
  return {
    paymentMethod: choice.method.code,
    instrument: INSTRUMENT_OF_GROUP[choice.method.group],
    vaBank: bank,
    vaNumber: bank ? vaNumber(bank, randomDigits) : null,
    retailOutlet: choice.method.retailOutlet,
    ewalletChannel: choice.method.ewalletChannel,
    ewalletPhoneMasked: choice.phone ? maskPhone(choice.phone) : null,
    cardToken: choice.cardToken ?? null,
    cardBrand: choice.card?.brand ?? null,
    cardLast4: choice.card?.last4 ?? null,
  };
}

/**
 * Asks the gateway for the instrument of a transaction row and stores what it answered. Runs inside
 * the use case's transaction: if the gateway fails, nothing of the order is kept (the sandbox may keep
 * an orphan instrument, which expires unpaid). A real adapter would split this into two phases.
 */
export async function openInstrument(
  tx: Db,
  deps: Pick<PaymentsDeps, "gateway">,
  row: TransactionRow,
  customerName: string,
  phone?: string,
): Promise<TransactionRow> {
  let created: Awaited<ReturnType<PaymentsDeps["gateway"]["createInstrument"]>>;
  try {
    created = await deps.gateway.createInstrument(
      {
        externalId: row.externalId,
        invoiceNumber: row.invoiceNumber,
        kind: row.instrument,
        amount: row.total,
        expiresAt: row.expiresAt,
        customerName,
        vaBank: (row.vaBank ?? undefined) as Parameters<typeof vaNumber>[0] | undefined,
        vaNumber: row.vaNumber ?? undefined,
        retailOutlet: (row.retailOutlet ?? undefined) as RetailOutlet | undefined,
        ewalletChannel: (row.ewalletChannel ?? undefined) as EwalletChannel | undefined,
        phone,
        cardToken: row.cardToken ?? undefined,
      },
      tx,
    );
  } catch (error) {
    throw paymentError.gatewayUnavailable(error);
  }
  return updateTransaction(tx, row.id, {
    providerInstrumentId: created.providerId,
    vaNumber: created.vaNumber ?? row.vaNumber,
    qrString: created.qrString,
    paymentCode: created.paymentCode,
    reference: created.reference,
    ewalletChargeId: created.ewallet?.chargeId ?? null,
    ewalletStatus: created.ewallet?.status ?? null,
    ewalletExpiresAt: created.ewallet?.expiresAt ?? null,
    ewalletCheckoutUrl: created.ewallet?.actions.mobileWeb ?? null,
    ewalletDeeplinkUrl: created.ewallet?.actions.mobileDeeplink ?? null,
    ewalletDesktopUrl: created.ewallet?.actions.desktopWeb ?? null,
    ewalletFailureCode: null,
  });
}
