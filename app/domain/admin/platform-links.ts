import { z } from "#app/domain/zod";

/*
 * The admin home's intro videos and the platform's social page (spec 3 "Admin home page"). They are the platform's,
 * not a shop's, so they come from the deployment's settings (wrangler.toml [vars]) and change without a release.
 * Only https links are shown: a setting that is missing or malformed shows nothing rather than a broken link.
 */

export type PlatformLink = { title: string; url: string };

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const videos = z.array(z.object({ title: z.string().trim().min(1).max(60), url: httpsUrl })).max(10);

/** PLATFORM_INTRO_VIDEOS: a JSON list of {"title", "url"}. */
export function introVideos(setting: string | undefined): PlatformLink[] {
  if (!setting) return [];
  try {
    const parsed = videos.safeParse(JSON.parse(setting));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** PLATFORM_SOCIAL_PAGE: one https link. */
export function socialPage(setting: string | undefined): string | null {
  const parsed = httpsUrl.safeParse(setting?.trim());
  return parsed.success ? parsed.data : null;
}
