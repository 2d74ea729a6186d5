import type { SVGProps } from "react";
import { Icon as OutlineIcon } from "../shell/icons.tsx";

/** Decorative outline icons of the catalogue screens, 20 px by default; callers give the accessible name. */
function Icon(props: SVGProps<SVGSVGElement> & { d: string }) {
  return <OutlineIcon width="20" height="20" {...props} />;
}

export const CalendarIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" {...p} />
);
export const PinIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon
    d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    {...p}
  />
);
export const ChevronLeftIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M15 5l-7 7 7 7" {...p} />;
export const ChevronRightIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M9 5l7 7-7 7" {...p} />;
export const CheckIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M5 12.5l4.5 4.5L19 7.5" {...p} />;
export const MinusIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M5 12h14" {...p} />;
export const PlusIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 5v14M5 12h14" {...p} />;
export const ClockIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" {...p} />
);
export const InfoIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01" {...p} />
);
export const CopyIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M9 9h11v11H9zM5 15H4V4h11v1" {...p} />;
export const HistoryIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" {...p} />
);
