import { useState } from "react";

/**
 * A catalogue list edited one row at a time (ticket categories, vouchers): which row's form is open
 * ("new" for the add form), and the list as the server last answered it.
 */
export function useEditedList<Item extends { id: number }>(initial: readonly Item[], openNew = false) {
  const [items, setItems] = useState<readonly Item[]>(initial);
  const [editing, setEditing] = useState<number | "new" | null>(openNew ? "new" : null);
  return {
    items,
    editing,
    edit: setEditing,
    /** The form closed; what it saved replaces its row, or joins the list when it is new. */
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
