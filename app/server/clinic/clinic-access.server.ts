import type { RouterContextProvider } from "react-router";
import { isClinic } from "#app/domain/clinic/clinic";
import { isPremium } from "#app/domain/plans";
import { notFound } from "#app/server/panel/access.server";
import { type AdminRequest, adminOf } from "../admin/pipeline.server";

/*
 * The clinic screens are a diet clinic's own (DECISIONS.md "Diet clinic"): another kind of shop's admin gets the same
 * 404 as for a screen that does not exist. Premium (version above 1) opens them (spec 3 §1, §6); version 1 sees
 * 'This feature is available in Premium version !'.
 */

/** The admin of a diet clinic, or a 404. */
export function clinicAdminOf(context: Readonly<RouterContextProvider>): AdminRequest {
  const admin = adminOf(context);
  if (!isClinic(admin.shop)) notFound();
  return admin;
}

export const clinicIsPremium = (admin: AdminRequest) => isPremium(admin.shop.versionTypeId);
