import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";

/*
 * "Import a shop"'s archive sent by the page's script (docs/decisions/0037 "Import"): the ZIP itself as the body of one
 * request, which the Worker pipes to R2 as it arrives (app/server/owner/shop-import-upload.server.ts), up to 100 MB.
 * Until the script runs, the form posts the file as a page's form does, which the Worker reads whole, within 16 MB:
 * the limit shown is the one of the way the file will go.
 */

/** What the loader tells the page: where to send, how much, and the sentences said before sending. */
export type ArchiveUpload = { path: string; maxBytes: number; formMaxBytes: number; noFile: string; tooBig: string };

type Refusal = { field?: "file" | "url"; error: string };

const MB = 1024 * 1024;
const LOST = "The upload did not finish. Please check the connection and try again.";

export function useArchiveUpload(upload: ArchiveUpload, writeKey: string) {
  const navigate = useNavigate();
  const [scripted, setScripted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => setScripted(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const file = form.get("archive");
    if (!(file instanceof File) || file.size === 0) return setRefusal({ field: "file", error: upload.noFile });
    // Known here, so a file too big is not sent at all.
    if (file.size > upload.maxBytes) return setRefusal({ field: "file", error: upload.tooBig });
    const query = new URLSearchParams({
      url: String(form.get("url") ?? ""),
      name: file.name,
      [WRITE_KEY_FIELD]: writeKey,
    });
    setSending(true);
    setRefusal(null);
    try {
      // The browser sends the file's size as Content-Length: the Worker needs it to stream the file to R2.
      const response = await fetch(`${upload.path}?${query}`, {
        method: "PUT",
        headers: { "Content-Type": "application/zip" },
        body: file,
      });
      const answer = (await response.json().catch(() => ({ error: LOST }))) as { importId?: number } & Refusal;
      if (response.ok && typeof answer.importId === "number") {
        await navigate(`/owner/shops/import/${answer.importId}`);
        return;
      }
      setRefusal({ field: answer.field, error: answer.error ?? LOST });
    } catch {
      setRefusal({ error: LOST });
    } finally {
      setSending(false);
    }
  }

  return {
    /** The form's handler once the script runs; before, the form posts itself. */
    onSubmit: scripted ? onSubmit : undefined,
    sending,
    refusal,
    maxMb: (scripted ? upload.maxBytes : upload.formMaxBytes) / MB,
  };
}
