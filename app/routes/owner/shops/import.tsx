import { data, Form, Link, useNavigation } from "react-router";
import { useWriteKey, WriteKeyField } from "#app/components/admin/write-key";
import { Notice } from "#app/components/form";
import { type ArchiveUpload, useArchiveUpload } from "#app/components/owner/archive-upload";
import { NewShopUrlField } from "#app/components/owner/new-shop-url-field";
import { usePollWhile } from "#app/components/owner/use-poll-while";
import { z } from "#app/domain/zod";
import { ownerOf } from "#app/server/owner/pipeline.server";
import {
  findShopImport,
  IMPORT_FORM_MAX_BYTES,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  startShopImport,
} from "#app/server/owner/shop-import.server";
import { IMPORT_ARCHIVE_PATH } from "#app/server/owner/shop-import-upload.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formOf, formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/import";

/**
 * "Import a shop" in the back office (docs/decisions/0037 "Import", English like the rest of /owner): a shop's
 * "Download all my data" ZIP and the new shop's URL; then the import's progress, and the new shop's Update Shop page.
 * Once the page's script runs, it streams the ZIP to the Worker itself (up to 100 MB, shop-import-upload.server.ts);
 * before, the form posts it here, within the 16 MB a page's form may bring.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  const upload: ArchiveUpload = {
    path: IMPORT_ARCHIVE_PATH,
    maxBytes: IMPORT_MAX_BYTES,
    formMaxBytes: IMPORT_FORM_MAX_BYTES,
    noFile: IMPORT_MESSAGES.noFile,
    tooBig: IMPORT_MESSAGES.tooBig,
  };
  if (!params.importId) return { job: null, upload };
  const job = await findShopImport(owner, idParam(params.importId));
  if (!job) notFound();
  return {
    job: {
      id: job.id,
      url: job.url,
      status: job.status,
      shopId: job.shopId,
      tablesDone: job.tablesDone,
      tablesTotal: job.tablesTotal,
      error: job.error,
    },
    upload,
  };
}

// A URL that is there but wrong (too long, reserved, taken) gets the import's own sentence (checkImportUrl).
const fields = z.object({ url: z.string().trim().min(1).max(1000) });

export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const parsed = fields.safeParse(formTextOf(context));
  if (!parsed.success) return data({ field: "url", error: IMPORT_MESSAGES.noUrl }, { status: 400 });
  const started = await startShopImport(owner, formOf(context).get("archive"), parsed.data.url);
  if (!started.ok) return data({ field: started.field, error: started.error }, { status: 400 });
  return redirectWithFlash(request, `/owner/shops/import/${started.importId}`, {
    tone: "success",
    text: `Import of ${parsed.data.url.toLowerCase()} started`,
  });
}

const button =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";

export default function OwnerShopImport({ loaderData, actionData }: Route.ComponentProps) {
  const { job, upload } = loaderData;
  const streamed = useArchiveUpload(upload, useWriteKey());
  const busy = useNavigation().state !== "idle" || streamed.sending;
  const refusal = streamed.refusal ?? actionData;
  const running = job?.status === "uploaded" || job?.status === "importing";
  usePollWhile(running);

  return (
    <section aria-labelledby="owner-import-title" className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 id="owner-import-title" className="text-xl font-bold">
          Import a shop
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          A shop's "Download all my data" ZIP recreated as a new shop, for inspection or a move. The new shop is
          disabled (it takes no orders), hidden from customers until you show it, and has no admin until you give it
          one.{" "}
          <Link to="/owner/shops" className="font-semibold text-brand-strong underline">
            Back to Shops
          </Link>
        </p>
      </div>
      {job ? (
        <p role="status" aria-live="polite" className="rounded-lg border border-stone-300 bg-white p-3">
          {job.status === "complete" ? (
            <>
              {`${job.url} is imported. Its store is hidden from customers until you show it on its `}
              <Link to={`/owner/shops/${job.shopId}/backups`} className="font-semibold text-brand-strong underline">
                Backups screen
              </Link>
              {". "}
              <Link to={`/owner/shops/${job.shopId}`} className="font-semibold text-brand-strong underline">
                {`Open ${job.url} in Update Shop`}
              </Link>
            </>
          ) : job.status === "failed" ? (
            `The import of ${job.url} failed: ${job.error} Nothing of it was kept.`
          ) : job.tablesTotal > 0 ? (
            `Importing ${job.url}: ${job.tablesDone} of ${job.tablesTotal} tables.`
          ) : (
            `Checking the archive for ${job.url}…`
          )}
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" onSubmit={streamed.onSubmit} className="space-y-4">
          <WriteKeyField />
          {refusal?.error && <Notice tone="error">{refusal.error}</Notice>}
          <div>
            <label htmlFor="import-archive" className="block font-semibold">
              The shop's ZIP
            </label>
            <p className="text-sm text-stone-600">{`At most ${streamed.maxMb} MB.`}</p>
            <input
              id="import-archive"
              name="archive"
              type="file"
              accept=".zip,application/zip"
              required
              aria-invalid={refusal?.field === "file" || undefined}
              className="mt-1 block"
            />
          </div>
          <NewShopUrlField id="import-url" invalid={refusal?.field === "url"} />
          <button type="submit" disabled={busy} className={`${button} bg-brand-strong text-white`}>
            {streamed.sending ? "Uploading…" : "Import"}
          </button>
        </Form>
      )}
    </section>
  );
}
