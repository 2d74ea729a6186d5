import { useEffect, useState } from "react";
import type { MyData } from "#shared/contracts/accounts-profile.ts";
import { useApi } from "../lib/use-api.ts";

/** The signed-in buyer's full profile, fetched when a modal that needs it opens. */
export function useMyData(): { data: MyData | null; error: string | null } {
  const api = useApi();
  const [state, setState] = useState<{ data: MyData | null; error: string | null }>({
    data: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    api.call("myData").then(
      (data) => live && setState({ data, error: null }),
      (error: Error) => live && setState({ data: null, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
