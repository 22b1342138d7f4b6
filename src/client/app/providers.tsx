/**
 * App-wide providers: TanStack Query and the toast area (sonner). The router sits inside these.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** Wraps the app; `queryClient` comes from `createQueryClient()` (one per app or test). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" closeButton toastOptions={{ duration: 6000 }} />
    </QueryClientProvider>
  );
}
