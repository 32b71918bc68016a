import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { BulkRowResult, type BulkSaveResult } from "./bulk-save";
import { useWithWriteKey } from "./write-key";

export type ImageSaveResult = BulkSaveResult & { imageKey?: string };

/**
 * Spec 2 §4 "Image change": Change image, choose a file, see it in the page, then Update or Cancel. The file goes as
 * multipart ("imageFile", spec 2 §7) to the screen's action with `fields`; the server checks it again (size, first
 * bytes), so a file that only claims to be an image is still refused there.
 */
export function BulkImagePicker({
  currentKey,
  imageLabel,
  fields,
  onUpdated,
  size = "small",
}: {
  currentKey: string | null;
  /** What the image shows, e.g. "Image of Sugar", in the admin's language (its alt text and the file input's label). */
  imageLabel: string;
  fields: Record<string, string>;
  onUpdated?: (imageKey: string) => void;
  /** small: a product row's thumbnail; logo: a square; wide: an about-us photo (16:9, as the carousel shows it). */
  size?: "small" | "logo" | "wide";
}) {
  const t = usePanelTexts();
  const fetcher = useFetcher<ImageSaveResult>();
  const withWriteKey = useWithWriteKey();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<ImageSaveResult | null>(null);
  const [shownKey, setShownKey] = useState(currentKey);
  const busy = fetcher.state !== "idle";

  useEffect(() => setShownKey(currentKey), [currentKey]);
  // The preview's object URL lives only while it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new answer; the callbacks are this render's
  useEffect(() => {
    if (!fetcher.data) return;
    setResult(fetcher.data);
    if (fetcher.data.ok && fetcher.data.imageKey) {
      setShownKey(fetcher.data.imageKey);
      onUpdated?.(fetcher.data.imageKey);
    }
    // Saved or refused, the preview has done its job: the image in use shows again, with the answer under it.
    clear();
  }, [fetcher.data]);

  function clear() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  }

  function refuse() {
    clear();
    setResult({ ok: false, error: t.bulk.picker.notAnImage });
  }

  function choose(chosen: File | undefined) {
    setResult(null);
    if (!chosen) return clear();
    // Spec 2 §5: only files whose type begins with image.
    if (!chosen.type.startsWith("image/")) return refuse();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function update() {
    if (!file) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set("imageFile", file);
    fetcher.submit(withWriteKey(body), { method: "post", encType: "multipart/form-data" });
  }

  const box = { small: "size-20", logo: "size-32", wide: "aspect-video w-full" }[size];
  const shown = preview ?? (shownKey ? `/files/${shownKey}` : null);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t.bulk.picker.preview(imageLabel) : imageLabel}
            loading="lazy"
            decoding="async"
            // A file the browser cannot draw is no image, whatever its name says: refused before any upload.
            onError={preview ? refuse : undefined}
            className={`${box} shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain`}
          />
        ) : (
          <div
            className={`${box} flex shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-50 text-xs text-stone-500`}
          >
            {t.bulk.picker.noImage}
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t.bulk.picker.choose(imageLabel)}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {preview ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={update}
              disabled={busy}
              className="min-h-11 rounded-lg bg-brand px-5 py-2 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:opacity-50"
            >
              {busy ? t.bulk.picker.uploading : t.bulk.picker.update}
            </button>
            <button
              type="button"
              onClick={() => {
                clear();
                setResult(null);
              }}
              disabled={busy}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-100 disabled:opacity-50"
            >
              {t.kit.cancel}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="min-h-11 rounded-lg border border-brand bg-white px-4 py-2 font-semibold text-brand-ink hover:bg-brand-soft"
          >
            {t.bulk.picker.change}
          </button>
        )}
      </div>
      <BulkRowResult result={busy ? null : result} />
    </div>
  );
}
