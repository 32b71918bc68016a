import { panelSay } from "#app/i18n/panel/say";
import { textResponse } from "#app/server/panel/download.server";
import { panelTexts } from "#app/server/panel/texts.server";
import type { AdminRequest } from "./pipeline.server";

/**
 * A report download's refusal ('Invalid data', 'No Data', 'Enter dates correctly...'): the screen's download button
 * shows it as an alert, a plain link as the page. Said in the admin's language.
 */
export async function reportRefusal(admin: AdminRequest, english: string, status: number): Promise<Response> {
  return textResponse(panelSay(await panelTexts(admin.language))(english), status);
}
