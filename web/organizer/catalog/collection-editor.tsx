import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { OrgCatalog } from "#shared/contracts/organizer-catalog.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { showApiFailure } from "../../forms/show-field-errors.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";
import { CARD, ERROR_TEXT, ORG_BUTTON, SECTION_TITLE } from "../ui.ts";

/** What every catalogue screen is given: the event's ids and its catalogue as the page loaded it. */
export interface CatalogScreenProps {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
}

/**
 * The save of a catalogue form: busy while the call runs, the success snackbar, and a refusal's message
 * in the form's banner with its field messages under the fields. When the shared schema refuses the
 * form before anything is sent, the banner says what the API's refusal says, so both read the same.
 */
export function useCatalogSave<Values extends FieldValues, Body>(form: UseFormReturn<Values, unknown, Body>) {
  const t = useT();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** One call to the API; `done` is the snackbar's text once it succeeds. */
  const run = async (work: () => Promise<void>, done: MessageKey) => {
    setBusy(true);
    setProblem(null);
    form.clearErrors();
    try {
      await work();
      snackbar.show("success", t(done));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
    } finally {
      setBusy(false);
    }
  };
  /** The form's submit handler: the schema's check, then `send` with the body it produced. */
  const submit = (send: (body: Body) => Promise<void>, done: MessageKey) =>
    form.handleSubmit(
      (body) => run(() => send(body), done),
      () => setProblem(t("orgCatalog.ui.checkFields")),
    );
  return { busy, problem, run, submit };
}

export type CatalogSave = Pick<ReturnType<typeof useCatalogSave>, "busy" | "problem">;

/**
 * A catalogue form: the banner of a refusal, the fields, then the buttons: `leading` ones, save, and
 * cancel and delete where the form has them.
 */
export function CatalogForm({
  save,
  onSubmit,
  problemTestId,
  className = "space-y-4",
  intro,
  leading,
  onCancel,
  onDelete,
  children,
}: {
  save: CatalogSave;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problemTestId: string;
  className?: string;
  /** Shown above the banner. */
  intro?: ReactNode;
  leading?: ReactNode;
  onCancel?: () => void;
  onDelete?: (() => void) | undefined;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      {intro}
      {save.problem ? (
        <p role="alert" className={ERROR_TEXT} data-testid={problemTestId}>
          {save.problem}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap gap-2">
        {leading}
        <button type="submit" className={ORG_BUTTON.primary} disabled={save.busy}>
          {save.busy ? t("orgCatalog.ui.saving") : t("orgCatalog.ui.save")}
        </button>
        {onCancel ? (
          <button type="button" className={ORG_BUTTON.secondary} onClick={onCancel}>
            {t("orgCatalog.ui.cancel")}
          </button>
        ) : null}
        {onDelete ? (
          <button type="button" className={ORG_BUTTON.danger} disabled={save.busy} onClick={onDelete}>
            {t("orgCatalog.ui.delete")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A catalogue list edited one item at a time (ticket categories, vouchers): which item's form is open
 * ("new" for the add form), and the list as the server last answered it.
 */
export function useEditedList<Item extends { id: number }>(initial: readonly Item[], openNew = false) {
  const [items, setItems] = useState<readonly Item[]>(initial);
  const [editing, setEditing] = useState<number | "new" | null>(openNew ? "new" : null);
  return {
    items,
    editing,
    edit: setEditing,
    /** The form closed; what it saved replaces its item, or joins the list when it is new. */
    done(saved: Item | null) {
      if (saved)
        setItems((list) =>
          list.some((item) => item.id === saved.id)
            ? list.map((item) => (item.id === saved.id ? saved : item))
            : [...list, saved],
        );
      setEditing(null);
    },
    deleted(id: number) {
      setItems((list) => list.filter((item) => item.id !== id));
      setEditing(null);
    },
  };
}

type EditedList<Item extends { id: number }> = ReturnType<typeof useEditedList<Item>>;

/** What the form of one item gets: the item (none for a new one) and how to close. */
export interface ItemFormProps<Item> {
  item?: Item;
  onDone: (saved: Item | null) => void;
  onDeleted?: () => void;
}

/**
 * The list, edit and new screen of a catalogue list: each item as a card with its summary and an edit
 * button, its form in place of the summary while it is edited, and the add form in a panel below.
 */
export function CollectionEditor<Item extends { id: number }>({
  list,
  addTitle,
  listTestId,
  itemTestId,
  itemData,
  nameOf,
  summary,
  form,
}: {
  list: EditedList<Item>;
  addTitle: string;
  listTestId?: string;
  itemTestId: string;
  /** The card's own `data-` attributes, for tests that pick one item. */
  itemData?: (item: Item) => Record<`data-${string}`, string>;
  /** Read after "Edit" by screen readers, so each edit button names its item. */
  nameOf: (item: Item) => string;
  summary: (item: Item) => ReactNode;
  form: (props: ItemFormProps<Item>) => ReactNode;
}) {
  const t = useT();
  const newTitleId = useId();
  return (
    <div className="space-y-4">
      <ul className="space-y-3" data-testid={listTestId}>
        {list.items.map((item) => (
          <li key={item.id} className={CARD} data-testid={itemTestId} {...itemData?.(item)}>
            {list.editing === item.id ? (
              form({ item, onDone: list.done, onDeleted: () => list.deleted(item.id) })
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>{summary(item)}</div>
                <button type="button" className={ORG_BUTTON.secondary} onClick={() => list.edit(item.id)}>
                  {t("orgCatalog.ui.edit")}
                  <span className="sr-only"> {nameOf(item)}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {list.editing === "new" ? (
        <section className={CARD} aria-labelledby={newTitleId}>
          <h2 id={newTitleId} className={SECTION_TITLE}>
            {addTitle}
          </h2>
          {form({ onDone: list.done })}
        </section>
      ) : (
        <button type="button" className={ORG_BUTTON.primary} onClick={() => list.edit("new")}>
          {addTitle}
        </button>
      )}
    </div>
  );
}
