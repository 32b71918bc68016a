/*
 * What a shop's admin reads while the platform restores the shop from a backup (docs/decisions/0037): every save is
 * refused with this, before it runs, until the restore completes.
 */
export const RESTORE_MESSAGES = {
  readOnly:
    "This shop is being restored from a backup, so nothing can be saved just now. Please try again in a few minutes.",
  /** While the platform moves the shop to another database (docs/decisions/0041), until its switch. */
  moving: "This shop is being updated, so nothing can be saved just now. Please try again in a minute.",
} as const;
