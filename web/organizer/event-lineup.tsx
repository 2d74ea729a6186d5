import { TALENT_NAME_MAX, TALENT_ROLE_MAX } from "#shared/contracts/organizer.ts";
import { useT } from "../lib/i18n.tsx";
import { type Talent, withUid } from "./event-draft.ts";
import { Field } from "./event-form-parts.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { useOverLimitMessage } from "./length-limit.tsx";
import { FIELD, ORG_BUTTON } from "./ui.ts";

/** The event's lineup: a row per talent (name, role, photo), removed or added one at a time. */
export function LineupRows({
  orgId,
  talents,
  setTalents,
  canEdit,
}: {
  orgId: number;
  talents: Talent[];
  setTalents: (talents: Talent[]) => void;
  canEdit: boolean;
}) {
  const t = useT();
  const overLimitMessage = useOverLimitMessage();
  return (
    <>
      <ul className="space-y-4">
        {talents.map((talent, index) => (
          <li
            key={talent.uid}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <Field
              label={t("organizer.eventForm.talentName")}
              error={overLimitMessage(talent.name, TALENT_NAME_MAX)}
              limit={{ value: talent.name, max: TALENT_NAME_MAX }}
            >
              {(id, describedBy) => (
                <input
                  id={id}
                  className={FIELD}
                  value={talent.name}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(overLimitMessage(talent.name, TALENT_NAME_MAX))}
                  disabled={!canEdit}
                  onChange={(change) =>
                    setTalents(talents.map((x, i) => (i === index ? { ...x, name: change.target.value } : x)))
                  }
                />
              )}
            </Field>
            <Field
              label={t("organizer.eventForm.talentRole")}
              error={overLimitMessage(talent.role ?? "", TALENT_ROLE_MAX)}
              limit={{ value: talent.role ?? "", max: TALENT_ROLE_MAX }}
            >
              {(id, describedBy) => (
                <input
                  id={id}
                  className={FIELD}
                  value={talent.role ?? ""}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(overLimitMessage(talent.role ?? "", TALENT_ROLE_MAX))}
                  disabled={!canEdit}
                  onChange={(change) =>
                    setTalents(talents.map((x, i) => (i === index ? { ...x, role: change.target.value } : x)))
                  }
                />
              )}
            </Field>
            <button
              type="button"
              className={`${ORG_BUTTON.danger} self-end`}
              disabled={!canEdit}
              onClick={() => setTalents(talents.filter((_, i) => i !== index))}
            >
              {t("organizer.eventForm.removeTalent")}
            </button>
            <div className="sm:col-span-3">
              <ImageUploadField
                orgId={orgId}
                kind="talent"
                label={t("organizer.eventForm.talentPhoto")}
                previewUrl={talent.imageUrl}
                onUploaded={(image) =>
                  setTalents(
                    talents.map((x, i) =>
                      i === index ? { ...x, imageId: image.id, imageUrl: image.url } : x,
                    ),
                  )
                }
              />
            </div>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={() =>
            setTalents([...talents, withUid({ name: "", role: "", imageId: null, imageUrl: null })])
          }
        >
          {t("organizer.eventForm.addTalent")}
        </button>
      ) : null}
    </>
  );
}
