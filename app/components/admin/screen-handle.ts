/**
 * What an admin screen's route `handle` tells the admin layout. A wide screen (the Yaadi Summary's nine columns and
 * its row actions) takes a laptop's width instead of the panel's reading column, so nothing hides past its edge.
 */
export type AdminScreenHandle = { wide?: boolean };

export const WIDE_SCREEN: AdminScreenHandle = { wide: true };

export const isWideScreen = (matches: readonly { handle?: unknown }[]) =>
  matches.some((m) => (m.handle as AdminScreenHandle | undefined)?.wide === true);
