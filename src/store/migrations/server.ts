/** Tables of `ground serve`: workspaces, keys, usage, checks. Owned by the server. */
export const serverMigrations: readonly string[] = [];
