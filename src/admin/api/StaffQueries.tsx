import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { createStaffQueryClient, watchRefusals } from "./query-client";

/** The back office's data for everything inside; a refused request anywhere calls `onRefused`. */
export function StaffQueries({ onRefused, children }: { onRefused: () => Promise<void> | void; children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  useEffect(() => watchRefusals(client, () => void onRefused()), [client, onRefused]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
