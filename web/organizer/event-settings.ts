import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSnackbar } from "../ui/snackbar.tsx";

/**
 * An event's settings for its panel, read once per event: null until they arrive, and when they cannot
 * be read (the panel then stays out of the way rather than showing a form it could not fill).
 */
export function useEventSettings<T>(
  read: () => Promise<T>,
  eventId: number,
): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [settings, setSettings] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per event, not per render's closure
  useEffect(() => {
    let live = true;
    read()
      .then((answer) => live && setSettings(answer))
      .catch(() => live && setSettings(null));
    return () => {
      live = false;
    };
  }, [eventId]);
  return [settings, setSettings];
}

/**
 * Saving a settings form: the answer replaces what the panel shows, a snackbar says it was saved, and a
 * refusal lands on its fields (or, when it names none, in `problem`). `saving` keeps a second click out.
 */
export function useSettingsSave<Body, Answer, Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  save: (body: Body) => Promise<Answer>,
  onSaved: (answer: Answer) => void,
  savedMessage: string,
) {
  const snackbar = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (body: Body) => {
    setProblem(null);
    setSaving(true);
    try {
      onSaved(await save(body));
      snackbar.show("success", savedMessage);
    } catch (error) {
      setProblem(showApiFailure(setError, error));
    } finally {
      setSaving(false);
    }
  };
  return { submit, problem, saving };
}
