/**
 * The agenda refreshes itself (issue 34): a patient books, confirms, cancels or reschedules on
 * the public page while the front desk looks at it. A light poll — every 15 s while the tab is
 * visible (TanStack Query pauses the interval when the document is hidden), and at once when the
 * window regains focus — rather than a server push: one cheap query per open agenda, no
 * connection to keep per user, and it works behind any number of instances.
 */
export const ATUALIZACAO_AGENDA = {
  refetchInterval: 15_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
