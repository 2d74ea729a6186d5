import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../lib/api-client.ts";
import type {
  CheckoutApi,
  CheckoutDetail,
  FeeBreakdown,
  PaymentMethodRow,
  VoucherResult,
} from "./checkout-api.ts";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * The payment step's state: the fee breakdown without a method (which sets what each method may pay),
 * the methods for that amount, the chosen method and its fees, and the voucher. Applying or removing a
 * voucher merges its result into the checkout detail (removing clears the voucher's bank list).
 */
export function usePayment(
  api: CheckoutApi,
  detail: CheckoutDetail,
  onDetail: (merge: (current: CheckoutDetail) => CheckoutDetail) => void,
) {
  const holdId = detail.hold_id;
  const [base, setBase] = useState<FeeBreakdown | null>(null);
  const [methods, setMethods] = useState<PaymentMethodRow[]>([]);
  const [method, setMethod] = useState<string | null>(null);
  const [fees, setFees] = useState<FeeBreakdown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const voucherCode = detail.voucher?.code ?? null;
  const allowed = detail.additional.bank_payment;

  // biome-ignore lint/correctness/useExhaustiveDependencies: recount when the voucher changes
  useEffect(() => {
    let live = true;
    api
      .countPayment(holdId)
      .then(async (counted) => {
        const list = await api.paymentMethods(counted.total);
        if (!live) return;
        setBase(counted);
        setMethods(list.rows);
      })
      .catch((failure: unknown) => live && setError(messageOf(failure)));
    return () => {
      live = false;
    };
  }, [api, holdId, voucherCode]);

  const choose = useCallback(
    async (code: string | null) => {
      setMethod(code);
      setFees(null);
      setError(null);
      if (!code) return;
      try {
        setFees(await api.countPayment(holdId, code));
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    [api, holdId],
  );

  const merge = (result: VoucherResult) =>
    onDetail((current) => ({ ...current, voucher: result.voucher, additional: result.additional }));

  const applyVoucher = async (code: string) => {
    setBusy(true);
    setVoucherError(null);
    try {
      const result = await api.applyVoucher(holdId, code, method ?? undefined);
      merge(result);
      const stillAllowed =
        !method ||
        result.additional.bank_payment.length === 0 ||
        result.additional.bank_payment.includes(method);
      await choose(stillAllowed ? method : null);
      return true;
    } catch (failure) {
      setVoucherError(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const removeVoucher = async () => {
    setBusy(true);
    setVoucherError(null);
    try {
      const result = await api.removeVoucher(holdId);
      merge({ ...result, additional: { bank_payment: [] } });
      await choose(method);
    } catch (failure) {
      setVoucherError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    base,
    methods,
    method,
    fees,
    error,
    voucherError,
    busy,
    allowed,
    choose,
    applyVoucher,
    removeVoucher,
  };
}

export type PaymentState = ReturnType<typeof usePayment>;
