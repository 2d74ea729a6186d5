import { useCallback, useEffect, useId, useState } from "react";
import { listTicketBodySchema, type MyResale } from "#shared/contracts/resale.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";

type ResaleRow = MyResale["rows"][number];

const NAMESPACES = ["resale", "validation"] as const;

const sellForm = bodyForm(
  (draft: { price: string }) => ({
    price: /^[0-9]{1,13}$/.test(draft.price.replace(/[.\s]/g, ""))
      ? Number(draft.price.replace(/[.\s]/g, ""))
      : Number.NaN,
  }),
  listTicketBodySchema,
);

/** "Tiket saya"'s resale state per ticket, read once and again after each change. */
export function useMyResale() {
  const api = useApi();
  const [rows, setRows] = useState<Map<string, ResaleRow>>(new Map());
  const reload = useCallback(async () => {
    try {
      const answer = await api.call("myResale");
      setRows(new Map(answer.rows.map((row) => [row.ticket_id, row])));
    } catch {
      // The tickets matter more than resale: a failed read leaves the action out.
      setRows(new Map());
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { rows, reload };
}

/**
 * Under a ticket of "Tiket saya": "Jual kembali" where it may be sold back (a small form, price at face
 * value at most, with the organiser's fee, what the seller is repaid and the listing deadline in WIB);
 * a listed ticket shows its price and "Tarik kembali"; a sold one what its seller is repaid.
 */
export function ResaleAction({
  row,
  onChanged,
}: {
  row: ResaleRow | undefined;
  onChanged: () => Promise<void>;
}) {
  if (!row) return null;
  if (!row.listing && !row.open) return null;
  return (
    <WithMessages namespaces={NAMESPACES}>
      <ResaleBox row={row} onChanged={onChanged} />
    </WithMessages>
  );
}

function ResaleBox({ row, onChanged }: { row: ResaleRow; onChanged: () => Promise<void> }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatRupiah(amount, locale);
  const listing = row.listing;

  if (listing?.status === "sold")
    return (
      <p
        className="mt-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        data-testid="resale-sold"
      >
        {t("resale.sold", { amount: money(Math.max(0, listing.price - listing.seller_fee)) })}
      </p>
    );

  if (listing?.status === "listed") {
    const withdraw = async () => {
      setBusy(true);
      setError(null);
      try {
        await api.call("withdrawResale", { params: { ticketId: row.ticket_id } });
        snackbar.show("success", t("resale.withdrawn"));
        await onChanged();
      } catch (problem) {
        setError(problem instanceof ApiError ? problem.message : t("errors.internal"));
        await onChanged();
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="resale-listed">
        <p className="font-semibold text-amber-950">{t("resale.listed", { price: money(listing.price) })}</p>
        <p className="mt-1 text-sm text-amber-950">{t("resale.listedNote")}</p>
        <p className="mt-1 text-sm text-amber-950">
          {t("resale.until", { until: formatWib(row.list_until, locale, "dateTime") })}
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => void withdraw()}
          className="mt-3 min-h-11 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          data-testid="resale-withdraw"
        >
          {t("resale.withdraw")}
        </button>
      </div>
    );
  }

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 min-h-11 rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="resale-sell"
      >
        {t("resale.sell")}
      </button>
    );

  return (
    <SellForm
      row={row}
      onCancel={() => setOpen(false)}
      onListed={async () => {
        setOpen(false);
        snackbar.show("success", t("resale.listedDone"));
        await onChanged();
      }}
    />
  );
}

function SellForm({
  row,
  onCancel,
  onListed,
}: {
  row: ResaleRow;
  onCancel: () => void;
  onListed: () => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const ids = useId();
  const money = (amount: number) => formatRupiah(amount, locale);
  const form = useSchemaForm(sellForm, { price: String(row.face_value) });
  const values = form.watch();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const typed = Number(values.price.replace(/[.\s]/g, ""));
  const price = Number.isSafeInteger(typed) && typed > 0 ? typed : 0;
  const tooHigh = price > row.face_value;
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    if (body.price > row.face_value) {
      setProblem(t("resale.errors.aboveFace", { face: money(row.face_value) }));
      return;
    }
    setSaving(true);
    try {
      await api.call("listTicketForResale", { params: { ticketId: row.ticket_id }, body });
      await onListed();
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
    } finally {
      setSaving(false);
    }
  });
  const fieldError = form.formState.errors.price?.message;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-2 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${ids}-title`}
      data-testid="resale-form"
    >
      <h3 id={`${ids}-title`} className="font-semibold text-slate-900">
        {t("resale.sellTitle")}
      </h3>
      <p className="text-sm text-slate-700">
        {t("resale.sellBody", { face: money(row.face_value), fee: money(row.seller_fee) })}
      </p>
      <div className="max-w-xs">
        <label htmlFor={`${ids}-price`} className="block text-sm font-medium text-slate-800">
          {t("resale.price")}
        </label>
        <input
          id={`${ids}-price`}
          inputMode="numeric"
          autoComplete="off"
          value={values.price}
          aria-invalid={fieldError || tooHigh ? true : undefined}
          aria-describedby={`${ids}-sum`}
          onChange={(e) => form.setValue("price", e.target.value)}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base tabular-nums"
          data-testid="resale-price"
        />
        {fieldError ? <p className="mt-1 text-sm text-red-800">{fieldError}</p> : null}
        {tooHigh ? (
          <p className="mt-1 text-sm text-red-800">
            {t("resale.errors.aboveFace", { face: money(row.face_value) })}
          </p>
        ) : null}
      </div>
      <ul id={`${ids}-sum`} className="space-y-1 text-sm text-slate-700">
        <li>{t("resale.faceValue", { face: money(row.face_value) })}</li>
        <li>{t("resale.fee", { fee: money(row.seller_fee) })}</li>
        <li className="font-semibold text-slate-900" data-testid="resale-repaid">
          {t("resale.repaid", { amount: money(Math.max(0, price - row.seller_fee)) })}
        </li>
        <li>{t("resale.until", { until: formatWib(row.list_until, locale, "dateTime") })}</li>
      </ul>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={saving}
          className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          data-testid="resale-list"
        >
          {t("resale.list")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t("resale.cancel")}
        </button>
      </div>
    </form>
  );
}
