import { methodLogos } from "#shared/payment-methods/index.ts";

/** A method's logo(s), beside its name (which says it in words, so the images are decorative). */
export function MethodLogos({ code, size = "md" }: { code: string; size?: "sm" | "md" }) {
  const logos = methodLogos(code);
  if (logos.length === 0) return null;
  const height = size === "sm" ? "h-5" : "h-7";
  return (
    <span className="flex shrink-0 gap-1" data-testid="method-logos">
      {logos.map((src) => (
        <img key={src} src={src} alt="" width={96} height={40} className={`${height} w-auto`} />
      ))}
    </span>
  );
}
