import { type ReactNode, useId, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import {
  type Organization,
  updateOrganizationBodySchema,
  updatePayoutBodySchema,
} from "#shared/contracts/organizer.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { bodyForm } from "../../forms/body-form.ts";
import { showApiFailure } from "../../forms/show-field-errors.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { ImageUploadField } from "../../organizer/image-upload-field.tsx";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { TwoFactorRequirementPanel } from "../../organizer/two-factor-requirement-panel.tsx";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "../../organizer/ui.ts";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";

// OrganizerSettings: the organisation's profile (editors) and payout account
// (owners and finance; the number is stored encrypted and only ever shown masked).
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerSettings", context);
  if (needsLogin) return { needsLogin, org: null };
  const orgId = requirePathId(params.orgId);
  const org = await orStatusPage(loaderApi(context, request).call("organization", { params: { orgId } }));
  return { needsLogin, org };
}

export const meta = routeMeta("OrganizerSettings");
export const handle = routeHandle("OrganizerSettings");

function Input({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className={HINT}>{hint}</p> : null}
      {error ? <p className={ERROR_TEXT}>{error}</p> : null}
    </div>
  );
}

export default function OrganizerSettingsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.needsLogin || !loaded.org) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return <Settings key={loaded.org.id} initial={loaded.org} />;
}

type ProfileDraft = {
  name: string;
  description: string;
  city: string;
  contactEmail: string;
  whatsapp: string;
  logoImageId: string | null;
  logoUrl: string | null;
};

/** Blank contact fields clear them (null); the logo's preview address stays on the page. */
const profileForm = bodyForm(
  (draft: ProfileDraft) => ({
    name: draft.name,
    description: draft.description,
    city: draft.city,
    contactEmail: draft.contactEmail.trim() || null,
    whatsapp: draft.whatsapp.trim() || null,
    logoImageId: draft.logoImageId,
  }),
  updateOrganizationBodySchema,
);

function Settings({ initial }: { initial: Organization }) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [org, setOrg] = useState(initial);
  const canEdit = org.role === "owner" || org.role === "admin";
  const profile = useSchemaForm(profileForm, {
    name: org.name,
    description: org.description,
    city: org.city,
    contactEmail: org.contactEmail ?? "",
    whatsapp: org.whatsapp ?? "",
    logoImageId: org.logoImageId,
    logoUrl: org.logoImageId ? org.logo : null,
  });
  const payout = useSchemaForm(updatePayoutBodySchema, {
    bank: org.payout?.bank ?? "",
    accountNumber: "",
    holder: org.payout?.holder ?? "",
  });
  const profileErrors = profile.formState.errors;
  const payoutErrors = payout.formState.errors;
  const logoUrl = profile.watch("logoUrl");
  const [problem, setProblem] = useState<string | null>(null);
  const params = { orgId: String(org.id) };
  async function save(work: () => Promise<Organization>, onRefused: (error: unknown) => string | null) {
    setProblem(null);
    try {
      const next = await work();
      setOrg(next);
      snackbar.show("success", t("organizer.messages.saved"));
      revalidator.revalidate();
    } catch (error) {
      setProblem(onRefused(error));
    }
  }
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("organizer.settings.title")}</h1>
      {problem ? (
        <p role="alert" className={`${CARD} border-red-300 text-red-900`}>
          {problem}
        </p>
      ) : null}
      <form
        className={`${CARD} space-y-4`}
        noValidate
        data-testid="org-profile"
        onSubmit={profile.handleSubmit((body) =>
          save(
            () => api.call("updateOrganization", { params, body }),
            (error) => showApiFailure(profile.setError, error),
          ),
        )}
      >
        <h2 className={SECTION_TITLE}>{t("organizer.settings.profile")}</h2>
        <Input label={t("organizer.settings.nameLabel")} error={profileErrors.name?.message}>
          {(id) => (
            <input
              id={id}
              className={FIELD}
              maxLength={120}
              disabled={!canEdit}
              {...profile.register("name")}
            />
          )}
        </Input>
        <Input label={t("organizer.settings.descriptionLabel")} error={profileErrors.description?.message}>
          {(id) => (
            <textarea
              id={id}
              rows={4}
              className={FIELD}
              maxLength={2000}
              disabled={!canEdit}
              {...profile.register("description")}
            />
          )}
        </Input>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label={t("organizer.settings.cityLabel")} error={profileErrors.city?.message}>
            {(id) => (
              <input
                id={id}
                className={FIELD}
                maxLength={80}
                disabled={!canEdit}
                {...profile.register("city")}
              />
            )}
          </Input>
          <Input
            label={t("organizer.settings.contactEmailLabel")}
            error={profileErrors.contactEmail?.message}
          >
            {(id) => (
              <input
                id={id}
                type="email"
                className={FIELD}
                disabled={!canEdit}
                {...profile.register("contactEmail")}
              />
            )}
          </Input>
          <Input label={t("organizer.settings.whatsappLabel")} error={profileErrors.whatsapp?.message}>
            {(id) => (
              <input
                id={id}
                type="tel"
                className={FIELD}
                disabled={!canEdit}
                {...profile.register("whatsapp")}
              />
            )}
          </Input>
        </div>
        {canEdit ? (
          <ImageUploadField
            orgId={org.id}
            kind="logo"
            label={t("organizer.settings.logoLabel")}
            previewUrl={logoUrl}
            onUploaded={(image) => {
              profile.setValue("logoImageId", image.id);
              profile.setValue("logoUrl", image.url);
            }}
            onRemove={() => {
              profile.setValue("logoImageId", null);
              profile.setValue("logoUrl", null);
            }}
          />
        ) : null}
        {canEdit ? (
          <button type="submit" className={ORG_BUTTON.primary}>
            {t("organizer.eventForm.save")}
          </button>
        ) : null}
      </form>
      <section className={`${CARD} space-y-4`} data-testid="org-payout">
        <h2 className={SECTION_TITLE}>{t("organizer.settings.payout")}</h2>
        {org.payout ? (
          <form
            className="space-y-4"
            noValidate
            onSubmit={payout.handleSubmit((body) =>
              save(
                async () => {
                  const next = await api.call("updatePayout", { params, body });
                  payout.resetField("accountNumber");
                  return next;
                },
                (error) => showApiFailure(payout.setError, error),
              ),
            )}
          >
            <p className={HINT}>{t("organizer.settings.payoutHint")}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              <Input label={t("organizer.settings.bankLabel")} error={payoutErrors.bank?.message}>
                {(id) => <input id={id} className={FIELD} maxLength={80} {...payout.register("bank")} />}
              </Input>
              <Input
                label={t("organizer.settings.accountLabel")}
                error={payoutErrors.accountNumber?.message}
                hint={
                  org.payout.accountMasked
                    ? t("organizer.settings.accountCurrent", { masked: org.payout.accountMasked })
                    : undefined
                }
              >
                {(id) => (
                  <input
                    id={id}
                    className={FIELD}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={20}
                    data-testid="payout-account"
                    {...payout.register("accountNumber")}
                  />
                )}
              </Input>
              <Input label={t("organizer.settings.holderLabel")} error={payoutErrors.holder?.message}>
                {(id) => <input id={id} className={FIELD} maxLength={120} {...payout.register("holder")} />}
              </Input>
            </div>
            <button type="submit" className={ORG_BUTTON.primary}>
              {t("organizer.settings.savePayout")}
            </button>
          </form>
        ) : (
          <p className="text-sm text-slate-700">{t("organizer.settings.noPayoutAccess")}</p>
        )}
      </section>
      {org.role === "owner" ? (
        <TwoFactorRequirementPanel orgId={org.id} initial={org.requireTwoFactor} />
      ) : null}
    </div>
  );
}
