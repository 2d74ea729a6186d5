/** The message under a custom checkout control (the app's FieldFrame look), referenced by aria-describedby. */
export function FieldError({ id, error }: { id?: string; error: string | null }) {
  return error ? (
    <p id={id} className="text-xs font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
