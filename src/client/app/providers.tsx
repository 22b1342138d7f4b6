/**
 * App-wide providers: TanStack Query, the offline support (connection watch and the device record of
 * cached reads and waiting changes: architecture "Offline rules") and the toast area (sonner, loaded
 * after the first screen: `LazyToaster`). The router sits inside these.
 */
import { LazyToaster } from "@client/lib/lazy-toaster";
import { OfflineSupport } from "@client/lib/offline/offline-support";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** Wraps the app; `queryClient` comes from `createQueryClient()` (one per app or test). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineSupport queryClient={queryClient}>{children}</OfflineSupport>
      <LazyToaster position="bottom-right" closeButton toastOptions={{ duration: 6000 }} />
    </QueryClientProvider>
  );
}
