/** Tables of `ground connect` jobs. Owned by the file commands. */
export const jobsMigrations: readonly string[] = [];
