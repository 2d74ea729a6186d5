import { type ReactNode, useId, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import type { Organization } from "#shared/contracts/organizer.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { ImageUploadField } from "../../organizer/image-upload-field.tsx";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "../../organizer/ui.ts";
import { orStatusPage } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";

// OrganizerSettings (issue 17, item 1): the organisation's profile (editors) and payout account
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

function Settings({ initial }: { initial: Organization }) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [org, setOrg] = useState(initial);
  const canEdit = org.role === "owner" || org.role === "admin";
  const [profile, setProfile] = useState({
    name: org.name,
    description: org.description,
    city: org.city,
    contactEmail: org.contactEmail ?? "",
    whatsapp: org.whatsapp ?? "",
    logoImageId: org.logoImageId,
    logoUrl: org.logoImageId ? org.logo : null,
  });
  const [payout, setPayout] = useState({
    bank: org.payout?.bank ?? "",
    accountNumber: "",
    holder: org.payout?.holder ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const params = { orgId: String(org.id) };
  async function save(work: () => Promise<Organization>) {
    setProblem(null);
    setErrors({});
    try {
      const next = await work();
      setOrg(next);
      snackbar.show("success", t("organizer.messages.saved"));
      revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) {
        setProblem(error.message);
        setErrors(error.fields ?? {});
      }
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
        onSubmit={(submit) => {
          submit.preventDefault();
          void save(() =>
            api.call("updateOrganization", {
              params,
              body: {
                name: profile.name,
                description: profile.description,
                city: profile.city,
                contactEmail: profile.contactEmail.trim() || null,
                whatsapp: profile.whatsapp.trim() || null,
                logoImageId: profile.logoImageId,
              },
            }),
          );
        }}
      >
        <h2 className={SECTION_TITLE}>{t("organizer.settings.profile")}</h2>
        <Input label={t("organizer.settings.nameLabel")} error={errors.name}>
          {(id) => (
            <input
              id={id}
              className={FIELD}
              value={profile.name}
              maxLength={120}
              disabled={!canEdit}
              onChange={(e) => setProfile({ ...profile, name: e.target.value })}
            />
          )}
        </Input>
        <Input label={t("organizer.settings.descriptionLabel")} error={errors.description}>
          {(id) => (
            <textarea
              id={id}
              rows={4}
              className={FIELD}
              value={profile.description}
              maxLength={2000}
              disabled={!canEdit}
              onChange={(e) => setProfile({ ...profile, description: e.target.value })}
            />
          )}
        </Input>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label={t("organizer.settings.cityLabel")} error={errors.city}>
            {(id) => (
              <input
                id={id}
                className={FIELD}
                value={profile.city}
                maxLength={80}
                disabled={!canEdit}
                onChange={(e) => setProfile({ ...profile, city: e.target.value })}
              />
            )}
          </Input>
          <Input label={t("organizer.settings.contactEmailLabel")} error={errors.contactEmail}>
            {(id) => (
              <input
                id={id}
                type="email"
                className={FIELD}
                value={profile.contactEmail}
                disabled={!canEdit}
                onChange={(e) => setProfile({ ...profile, contactEmail: e.target.value })}
              />
            )}
          </Input>
          <Input label={t("organizer.settings.whatsappLabel")} error={errors.whatsapp}>
            {(id) => (
              <input
                id={id}
                type="tel"
                className={FIELD}
                value={profile.whatsapp}
                disabled={!canEdit}
                onChange={(e) => setProfile({ ...profile, whatsapp: e.target.value })}
              />
            )}
          </Input>
        </div>
        {canEdit ? (
          <ImageUploadField
            orgId={org.id}
            kind="logo"
            label={t("organizer.settings.logoLabel")}
            previewUrl={profile.logoUrl}
            onUploaded={(image) => setProfile({ ...profile, logoImageId: image.id, logoUrl: image.url })}
            onRemove={() => setProfile({ ...profile, logoImageId: null, logoUrl: null })}
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
            onSubmit={(submit) => {
              submit.preventDefault();
              void save(async () => {
                const next = await api.call("updatePayout", { params, body: payout });
                setPayout({ ...payout, accountNumber: "" });
                return next;
              });
            }}
          >
            <p className={HINT}>{t("organizer.settings.payoutHint")}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              <Input label={t("organizer.settings.bankLabel")} error={errors.bank}>
                {(id) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={payout.bank}
                    maxLength={80}
                    onChange={(e) => setPayout({ ...payout, bank: e.target.value })}
                  />
                )}
              </Input>
              <Input
                label={t("organizer.settings.accountLabel")}
                error={errors.accountNumber}
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
                    value={payout.accountNumber}
                    maxLength={20}
                    data-testid="payout-account"
                    onChange={(e) => setPayout({ ...payout, accountNumber: e.target.value })}
                  />
                )}
              </Input>
              <Input label={t("organizer.settings.holderLabel")} error={errors.holder}>
                {(id) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={payout.holder}
                    maxLength={120}
                    onChange={(e) => setPayout({ ...payout, holder: e.target.value })}
                  />
                )}
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
    </div>
  );
}
