import type { SVGProps } from "react";

/** Inline outline icons (24 px grid), decorative: callers give the accessible name. */
export function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const HomeIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M3 10.5 12 3l9 7.5V21a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z" {...p} />
);
export const ReceiptIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4" {...p} />
);
export const TicketIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" {...p} />
);
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM21 21l-5.2-5.2" {...p} />
);
export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0" {...p} />
);
export const BackIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M15 5l-7 7 7 7" {...p} />;
export const GlobeIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
    {...p}
  />
);
export const EyeIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" {...p} />
);
export const EyeOffIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon
    d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
    {...p}
  />
);
