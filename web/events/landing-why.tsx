import { useT } from "../lib/i18n.tsx";
import { SECTION_HEADING } from "./ui-classes.ts";

const WHY_KEYS = ["commission", "groupChat", "validation", "promotion", "analytics", "support"] as const;

/** Spec section 1's payment methods, grouped; names only (no external logos). */
const PAYMENT_GROUPS = [
  { group: "ewallet", items: ["shopeepay", "gopay", "ovo"] },
  {
    group: "va",
    items: ["bca", "bri", "mandiri", "bni", "permata", "bsi", "sampoerna", "bjb", "cimb"],
  },
  { group: "card", items: ["card"] },
  { group: "qris", items: ["qris"] },
  { group: "retail", items: ["alfamart", "indomaret"] },
  { group: "cashier", items: ["cashier"] },
  { group: "paylater", items: ["paylater"] },
] as const;

export function WhySection() {
  const t = useT();
  return (
    <section
      aria-labelledby="why-heading"
      className="mx-auto max-w-7xl px-4 py-12 desktop:px-6 desktop:py-16"
    >
      <h2 id="why-heading" className={SECTION_HEADING}>
        {t("landingContent.why.heading")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {WHY_KEYS.map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t(`landingContent.why.items.${key}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">
              {t(`landingContent.why.items.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaymentMethodsSection() {
  const t = useT();
  return (
    <section aria-labelledby="payments-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 desktop:px-6 desktop:py-16">
        <h2 id="payments-heading" className={SECTION_HEADING}>
          {t("landingContent.payments.heading")}
        </h2>
        <p className="mt-2 text-slate-600">{t("landingContent.payments.body")}</p>
        <dl className="mt-6 grid gap-x-8 gap-y-5 desktop:grid-cols-2" data-testid="payment-methods">
          {PAYMENT_GROUPS.map(({ group, items }) => (
            <div key={group}>
              <dt className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {t(`landingContent.payments.groups.${group}`)}
              </dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-2">
                  {items.map((item) => (
                    <li
                      key={item}
                      className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-800"
                    >
                      {t(`landingContent.payments.items.${item}`)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
