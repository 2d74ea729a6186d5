import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { sandboxBasePath, simulatorEnabled } from "../payments/payment-page.server.ts";
import { SimulatorPanel } from "../payments/simulator-panel.tsx";

// PaymentSimulator (`sandbox/pay/:externalId`): only beside the sandbox gateway (PAYMENT_SANDBOX: development,
// test and the local `npm start` demo). Elsewhere the page does not exist (404), like the sandbox's endpoints.
export function loader({ context, params }: LoaderFunctionArgs) {
  guardRoute("PaymentSimulator", context);
  if (!simulatorEnabled(context)) throw data(null, { status: 404 });
  return { externalId: params.externalId ?? "", base: sandboxBasePath() };
}

export const meta = routeMeta("PaymentSimulator");
export const handle = routeHandle("PaymentSimulator");

export default function PaymentSimulatorRoute() {
  const { externalId, base } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("routes.PaymentSimulator.heading")}</h1>
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {t("paymentsWeb.simulator.notice")}
      </p>
      <p className="font-mono text-xs break-all text-slate-500">{externalId}</p>
      <SimulatorPanel key={externalId} base={base} externalId={externalId} />
    </div>
  );
}
