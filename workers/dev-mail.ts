import { Hono } from "hono";
import { html } from "hono/html";
import { formatIstDateTime } from "#app/domain/time";
import { getDb } from "#app/server/db.server";
import { ERASED_BODY, listRecentMails } from "#app/server/mail/outbox.server";

/**
 * The local mailbox: e-mails delivered by the "outbox" transport, bodies included. Exists only in development; a mail
 * sent by a real transport shows without its body, which is erased once sent.
 */
export const devMail = new Hono<{ Bindings: Env }>();

devMail.get("/mail", async (c) => {
  if (c.env.ENVIRONMENT !== "development") return c.text("Not found", 404);
  const mails = await listRecentMails(getDb(c.env.DB));
  return c.html(html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Local mailbox – Yaadi</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 1rem; max-width: 48rem; }
          article { border: 1px solid #d4d4d8; border-radius: .5rem; padding: .75rem; margin: .75rem 0; }
          pre { white-space: pre-wrap; font: inherit; }
          .meta { color: #52525b; font-size: .875rem; }
        </style>
      </head>
      <body>
        <h1>Local mailbox</h1>
        <p class="meta">E-mails sent by this local Yaadi (MAIL_TRANSPORT=outbox). Newest first.</p>
        ${mails.length === 0 ? html`<p>No e-mails yet.</p>` : ""}
        ${mails.map(
          (m) => html`<article aria-label="E-mail to ${m.toAddress}">
            <h2>${m.subject}</h2>
            <p class="meta">To: ${m.toAddress} · ${formatIstDateTime(m.createdAt)} · ${m.status}</p>
            <pre>${m.bodyText === ERASED_BODY ? "(body erased once sent)" : m.bodyText}</pre>
          </article>`,
        )}
      </body>
    </html>`);
});
