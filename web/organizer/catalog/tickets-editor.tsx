import { useState } from "react";
import { TICKET_STATUSES } from "#shared/contracts/events.ts";
import type { CategoryInput, OrgCatalog, OrgCategory } from "#shared/contracts/organizer-catalog.ts";
import { CATEGORY_KINDS } from "#shared/contracts/organizer-catalog.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, ORG_BUTTON, SECTION_TITLE } from "../ui.ts";
import { fromWibInput, toWibInput } from "../wib-input.ts";
import { Check, Labelled, numberOrNull, splitList } from "./form-bits.tsx";
import { useEditedList } from "./use-edited-list.ts";

type Kind = OrgCategory["kind"];
interface Draft {
  kind: Kind;
  name: string;
  description: string;
  price: string;
  quota: string;
  saleStarts: string;
  saleEnds: string;
  min: string;
  max: string;
  accountLimit: string;
  hidden: boolean;
  order: string;
  status: OrgCategory["manual_status"];
  items: { name: string; sizes: string }[];
}

const emptyDraft = (order: number): Draft => ({
  kind: "general",
  name: "",
  description: "",
  price: "",
  quota: "",
  saleStarts: "",
  saleEnds: "",
  min: "1",
  max: "5",
  accountLimit: "",
  hidden: false,
  order: String(order),
  status: "available",
  items: [],
});

const draftOf = (category: OrgCategory): Draft => ({
  kind: category.kind,
  name: category.name,
  description: category.description,
  price: String(category.price),
  quota: String(category.quota),
  saleStarts: category.sale_starts_at ? toWibInput(category.sale_starts_at) : "",
  saleEnds: category.sale_ends_at ? toWibInput(category.sale_ends_at) : "",
  min: String(category.per_transaction_min),
  max: String(category.per_transaction_max),
  accountLimit: category.per_account_limit === null ? "" : String(category.per_account_limit),
  hidden: category.is_hidden,
  order: String(category.sort_order),
  status: category.manual_status,
  items: category.bundle_items.map((item) => ({ name: item.name, sizes: item.sizes.join(", ") })),
});

const bodyOf = (draft: Draft): CategoryInput => ({
  name: draft.name,
  description: draft.description,
  price: Number(draft.price || "0"),
  quota: draft.kind === "seated" ? Number(draft.quota || "0") : Number(draft.quota || "0"),
  sale_starts_at: draft.saleStarts ? fromWibInput(draft.saleStarts) : null,
  sale_ends_at: draft.saleEnds ? fromWibInput(draft.saleEnds) : null,
  per_transaction_min: Number(draft.min || "1"),
  per_transaction_max: Number(draft.max || "1"),
  per_account_limit: numberOrNull(draft.accountLimit),
  is_hidden: draft.hidden,
  sort_order: Number(draft.order || "0"),
  manual_status: draft.status,
  bundle_items:
    draft.kind === "bundle"
      ? draft.items.map((item) => ({ name: item.name, sizes: splitList(item.sizes) }))
      : [],
});

/** The event's ticket categories: each with sold, held and quota, and an editor for a new or existing one. */
export function TicketsEditor({
  orgId,
  eventId,
  catalog,
}: {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
}) {
  const t = useT();
  const locale = useLocale();
  const list = useEditedList(catalog.categories, catalog.categories.length === 0);
  const { items: categories, editing } = list;
  return (
    <div className="space-y-4">
      <ul className="space-y-3" data-testid="category-list">
        {categories.map((category) => (
          <li
            key={category.id}
            className={CARD}
            data-testid="org-category"
            data-category-name={category.name}
          >
            {editing === category.id ? (
              <CategoryForm
                orgId={orgId}
                eventId={eventId}
                category={category}
                onDone={list.done}
                onDeleted={() => list.deleted(category.id)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold text-slate-900">
                    {category.name}{" "}
                    <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {t(`orgCatalog.ui.tickets.kinds.${category.kind}`)}
                    </span>
                    {category.is_hidden ? (
                      <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                        {t("orgCatalog.ui.tickets.hiddenBadge")}
                      </span>
                    ) : null}
                  </h2>
                  <p className="text-sm text-slate-700">{formatRupiah(category.price, locale)}</p>
                  <p className="text-sm text-slate-700" data-testid="category-stock">
                    {t("orgCatalog.ui.tickets.stock", {
                      sold: category.sold,
                      held: category.held,
                      quota: category.quota,
                    })}
                  </p>
                </div>
                <button type="button" className={ORG_BUTTON.secondary} onClick={() => list.edit(category.id)}>
                  {t("orgCatalog.ui.edit")}
                  <span className="sr-only"> {category.name}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <section className={CARD} aria-labelledby="new-category">
          <h2 id="new-category" className={SECTION_TITLE}>
            {t("orgCatalog.ui.tickets.addTitle")}
          </h2>
          <CategoryForm orgId={orgId} eventId={eventId} order={categories.length} onDone={list.done} />
        </section>
      ) : (
        <button type="button" className={ORG_BUTTON.primary} onClick={() => list.edit("new")}>
          {t("orgCatalog.ui.tickets.addTitle")}
        </button>
      )}
    </div>
  );
}

function CategoryForm({
  orgId,
  eventId,
  category,
  order = 0,
  onDone,
  onDeleted,
}: {
  orgId: number;
  eventId: number;
  category?: OrgCategory;
  order?: number;
  onDone: (saved: OrgCategory | null) => void;
  onDeleted?: () => void;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<Draft>(category ? draftOf(category) : emptyDraft(order));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const params = { orgId: String(orgId), eventId: String(eventId) };
  const input = (key: keyof Draft, label: string, type = "text", hint?: string, field?: string) => (
    <Labelled label={label} hint={hint} error={errors[field ?? key]}>
      {(props) => (
        <input
          {...props}
          type={type}
          className={FIELD}
          value={String(draft[key])}
          onChange={(event) => set(key, event.target.value as never)}
          {...(type === "number" ? { min: 0, inputMode: "numeric" as const } : {})}
        />
      )}
    </Labelled>
  );
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError) {
        setProblem(error.message);
        setErrors(error.fields ?? {});
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-3 space-y-4"
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault();
        void run(async () => {
          const saved = category
            ? await api.call("orgUpdateCategory", {
                params: { ...params, categoryId: String(category.id) },
                body: bodyOf(draft),
              })
            : await api.call("orgCreateCategory", { params, body: { ...bodyOf(draft), kind: draft.kind } });
          snackbar.show("success", t("orgCatalog.messages.categorySaved"));
          onDone(saved);
        });
      }}
    >
      {problem ? (
        <p role="alert" className={ERROR_TEXT} data-testid="category-problem">
          {problem}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {category ? null : (
          <Labelled label={t("orgCatalog.ui.tickets.kind")}>
            {(props) => (
              <select
                {...props}
                className={FIELD}
                value={draft.kind}
                onChange={(e) => set("kind", e.target.value as Kind)}
              >
                {CATEGORY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`orgCatalog.ui.tickets.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        )}
        {input("name", t("orgCatalog.ui.tickets.name"))}
        {input("price", t("orgCatalog.ui.tickets.price"), "number")}
        {draft.kind === "seated" ? (
          <p className="self-end text-sm text-slate-700">{t("orgCatalog.ui.tickets.quotaSeated")}</p>
        ) : (
          input("quota", t("orgCatalog.ui.tickets.quota"), "number")
        )}
        {input(
          "saleStarts",
          t("orgCatalog.ui.tickets.saleStarts"),
          "datetime-local",
          undefined,
          "sale_starts_at",
        )}
        {input("saleEnds", t("orgCatalog.ui.tickets.saleEnds"), "datetime-local", undefined, "sale_ends_at")}
        {input("min", t("orgCatalog.ui.tickets.min"), "number", undefined, "per_transaction_min")}
        {input("max", t("orgCatalog.ui.tickets.max"), "number", undefined, "per_transaction_max")}
        {input(
          "accountLimit",
          t("orgCatalog.ui.tickets.accountLimit"),
          "number",
          undefined,
          "per_account_limit",
        )}
        {input("order", t("orgCatalog.ui.tickets.order"), "number", undefined, "sort_order")}
        <Labelled label={t("orgCatalog.ui.tickets.status")}>
          {(props) => (
            <select
              {...props}
              className={FIELD}
              value={draft.status}
              onChange={(e) => set("status", e.target.value as Draft["status"])}
            >
              {TICKET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`orgCatalog.ui.tickets.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <div className="self-end">
          <Check
            label={t("orgCatalog.ui.tickets.hidden")}
            checked={draft.hidden}
            onChange={(v) => set("hidden", v)}
          />
        </div>
      </div>
      <Labelled label={t("orgCatalog.ui.tickets.description")} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={FIELD}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Labelled>
      {draft.kind === "bundle" ? (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t("orgCatalog.ui.tickets.items")}
          </legend>
          {errors.bundle_items ? <p className={ERROR_TEXT}>{errors.bundle_items}</p> : null}
          {draft.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removal re-keys the rest
            <div key={index} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <Labelled label={t("orgCatalog.ui.tickets.itemName")}>
                {(props) => (
                  <input
                    {...props}
                    className={FIELD}
                    value={item.name}
                    onChange={(e) =>
                      set(
                        "items",
                        draft.items.map((it, i) => (i === index ? { ...it, name: e.target.value } : it)),
                      )
                    }
                  />
                )}
              </Labelled>
              <Labelled label={t("orgCatalog.ui.tickets.itemSizes")}>
                {(props) => (
                  <input
                    {...props}
                    className={FIELD}
                    value={item.sizes}
                    onChange={(e) =>
                      set(
                        "items",
                        draft.items.map((it, i) => (i === index ? { ...it, sizes: e.target.value } : it)),
                      )
                    }
                  />
                )}
              </Labelled>
              <button
                type="button"
                className={ORG_BUTTON.danger}
                onClick={() =>
                  set(
                    "items",
                    draft.items.filter((_, i) => i !== index),
                  )
                }
              >
                {t("orgCatalog.ui.tickets.removeItem")}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            onClick={() => set("items", [...draft.items, { name: "", sizes: "" }])}
          >
            {t("orgCatalog.ui.tickets.addItem")}
          </button>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
          {busy ? t("orgCatalog.ui.saving") : t("orgCatalog.ui.save")}
        </button>
        <button type="button" className={ORG_BUTTON.secondary} onClick={() => onDone(null)}>
          {t("orgCatalog.ui.cancel")}
        </button>
        {category && onDeleted ? (
          <button
            type="button"
            className={ORG_BUTTON.danger}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await api.call("orgDeleteCategory", {
                  params: { ...params, categoryId: String(category.id) },
                });
                snackbar.show("success", t("orgCatalog.messages.categoryDeleted"));
                onDeleted();
              })
            }
          >
            {t("orgCatalog.ui.delete")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
