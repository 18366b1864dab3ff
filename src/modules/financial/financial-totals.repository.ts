/**
 * No running totals are kept beside the entries any more (the overview sums the filtered entries
 * themselves), so an account whose entries were bulk-loaded has nothing to rebuild.
 * @deprecated kept only for bulk loaders written against the earlier schema; remove with them.
 */
export async function rebuildRunningTotals(_query: (sql: string, params: unknown[]) => Promise<unknown>, _accountId: number): Promise<void> {}
