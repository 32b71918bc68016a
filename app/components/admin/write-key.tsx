import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";

/** This page load's write key (see app/domain/admin/write-key.ts), in the admin panel or the back office. */
export function useWriteKey(): string {
  const admin = useRouteLoaderData<{ writeKey: string }>("routes/admin/layout");
  const owner = useRouteLoaderData<{ writeKey: string }>("routes/owner/layout");
  return (admin ?? owner)?.writeKey ?? "";
}

/** Inside every admin post form: the key its write is sent with. */
export function WriteKeyField() {
  return <input type="hidden" name={WRITE_KEY_FIELD} value={useWriteKey()} />;
}

/** For fetcher.submit: the fields with this page's write key added. */
export function useWithWriteKey() {
  const key = useWriteKey();
  return useCallback(
    <T extends Record<string, string> | FormData>(body: T): T => {
      if (body instanceof FormData) {
        body.set(WRITE_KEY_FIELD, key);
        return body;
      }
      return { ...body, [WRITE_KEY_FIELD]: key };
    },
    [key],
  );
}
