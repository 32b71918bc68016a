import { EmailMessage } from "cloudflare:email";
import type { OutboxRow } from "#app/server/mail/outbox.server";

/*
 * How an outbox mail leaves the platform, chosen by MAIL_TRANSPORT (docs/decisions/0004-mail-transport.md):
 * - http:    POST {from, to, subject, text} as JSON with a bearer key to MAIL_API_URL (most e-mail APIs);
 * - binding: Cloudflare's send_email binding (Email Routing), for verified destination addresses;
 * - outbox:  nothing leaves; the outbox row is the local mailbox, readable at /dev/mail. Development only.
 * A Worker whose settings do not name a working transport refuses to send (the queue retries, the error is logged):
 * it never falls back to keeping mail, passwords included, in the database.
 */
export type MailTransport = {
  name: string;
  /** Whether a sent body stays readable in the outbox (only the local mailbox keeps it). */
  keepsBody: boolean;
  send(mail: OutboxRow): Promise<void>;
};

function parseFrom(from: string): { name: string; address: string } {
  const m = /^(.*)<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1]!.trim(), address: m[2]!.trim() } : { name: "", address: from.trim() };
}

/** A minimal RFC 5322 plain-text message for the send_email binding. */
export function toMime(from: string, mail: OutboxRow): string {
  const subject = `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(mail.subject)))}?=`;
  return [
    `From: ${from}`,
    `To: ${mail.toAddress}`,
    `Subject: ${subject}`,
    `Message-ID: <outbox-${mail.id}-${Date.now()}@yaadi>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.bodyText,
  ].join("\r\n");
}

/** A transport that fails every send with the reason the configuration cannot deliver mail. */
function refusing(name: string, reason: string): MailTransport {
  return {
    name,
    keepsBody: true,
    async send() {
      throw new Error(reason);
    },
  };
}

export function mailTransport(env: Env): MailTransport {
  switch (env.MAIL_TRANSPORT) {
    case "http":
      return {
        name: "http",
        keepsBody: false,
        async send(mail) {
          if (!env.MAIL_API_URL || !env.MAIL_API_KEY)
            throw new Error("MAIL_API_URL and MAIL_API_KEY must be set for MAIL_TRANSPORT=http");
          const response = await fetch(env.MAIL_API_URL, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.MAIL_API_KEY}` },
            body: JSON.stringify({
              from: env.MAIL_FROM,
              to: mail.toAddress,
              subject: mail.subject,
              text: mail.bodyText,
            }),
          });
          if (!response.ok) throw new Error(`E-mail API answered ${response.status}`);
        },
      };
    case "binding":
      return {
        name: "binding",
        keepsBody: false,
        async send(mail) {
          if (!env.SEND_EMAIL) throw new Error("The SEND_EMAIL binding must be configured for MAIL_TRANSPORT=binding");
          const from = parseFrom(env.MAIL_FROM).address;
          await env.SEND_EMAIL.send(new EmailMessage(from, mail.toAddress, toMime(env.MAIL_FROM, mail)));
        },
      };
    case "outbox":
      if (env.ENVIRONMENT === "development") return { name: "outbox", keepsBody: true, async send() {} };
      return refusing(
        "outbox",
        "MAIL_TRANSPORT=outbox is the local mailbox and works only with ENVIRONMENT=development",
      );
    default:
      return refusing(
        String(env.MAIL_TRANSPORT),
        `Unknown MAIL_TRANSPORT "${env.MAIL_TRANSPORT}": set http or binding`,
      );
  }
}
