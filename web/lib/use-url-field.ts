import { useCallback, useEffect, useRef } from "react";

/**
 * A search field that shows its URL parameter without eating what the buyer is typing.
 *
 * Remounting the field on every URL change (`key={value}`) wiped text typed while the previous search
 * was still loading: it vanished the moment that search landed, and the next submit sent the old one.
 * Here the field follows the URL on back, forward and links, but when the URL lands on a search the
 * buyer submitted and they have typed since, their new text stays.
 *
 * The field is drawn with the URL's value (`defaultValue`), so nothing is written when it mounts: on a
 * first view the server drew it, the buyer may have typed into it before the page hydrated, and
 * writing the same URL value then replaced their first letters ("ersahabatan"). Only a later change of
 * the URL writes it.
 */
export function useUrlField(urlValue: string) {
  const ref = useRef<HTMLInputElement>(null);
  /** The URL value the field shows: the one it was drawn with, then each one written. */
  const shown = useRef(urlValue);
  /** The field's text when its form was last submitted; null once that submission has landed. */
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (urlValue === shown.current) return;
    shown.current = urlValue;
    const field = ref.current;
    const typedSince = submitted.current !== null && field !== null && field.value !== submitted.current;
    if (field && !typedSince) field.value = urlValue;
    submitted.current = null;
  }, [urlValue]);
  const onSubmit = useCallback(() => {
    submitted.current = ref.current?.value ?? null;
  }, []);
  return { ref, onSubmit };
}
