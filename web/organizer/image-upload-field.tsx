import { useId, useState } from "react";
import { MAX_IMAGE_BYTES } from "#shared/media/image-limits.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { uploadImageFile } from "./organizer-api.ts";
import { ERROR_TEXT, HINT, LABEL, ORG_BUTTON } from "./ui.ts";

/**
 * A file picker that uploads at once and reports the image id; the server checks type, size and
 * dimensions and answers a translated refusal, shown under the field. A file over the size limit is
 * refused here first, with the server's own words, without sending it.
 */
export function ImageUploadField({
  orgId,
  kind,
  label,
  previewUrl,
  onUploaded,
  onRemove,
  testId,
}: {
  orgId: number;
  kind: "poster" | "banner" | "logo" | "talent";
  label: string;
  previewUrl: string | null;
  onUploaded: (image: { id: string; url: string }) => void;
  onRemove?: () => void;
  testId?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div data-testid={testId}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt=""
            className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
          />
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={busy}
          className="block text-sm text-slate-800 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            if (file.size > MAX_IMAGE_BYTES) {
              setProblem(t("organizer.errors.imageTooLarge", { max: MAX_IMAGE_BYTES / 1024 / 1024 }));
              event.target.value = "";
              return;
            }
            setBusy(true);
            setProblem(null);
            try {
              const image = await uploadImageFile(orgId, kind, file, locale);
              onUploaded({ id: image.id, url: image.url });
            } catch (error) {
              setProblem(error instanceof ApiError ? error.message : t("errors.network"));
            } finally {
              setBusy(false);
              event.target.value = "";
            }
          }}
        />
        {previewUrl && onRemove ? (
          <button type="button" className={ORG_BUTTON.secondary} onClick={onRemove}>
            {t("organizer.eventForm.removeImage")}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={HINT}>
        {busy ? t("organizer.eventForm.uploading") : t("organizer.eventForm.imageHint")}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
