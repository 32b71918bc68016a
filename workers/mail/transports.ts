import { EmailMessage } from "cloudflare:email";
import type { OutboxRow } from "../../app/server/mail/outbox.server";

/*
 * How an outbox mail leaves the platform, chosen by MAIL_TRANSPORT (docs/decisions/0004-mail-transport.md):
 * - outbox:  nothing leaves; the outbox row is the local mailbox, readable at /dev/mail (development);
 * - http:    POST {from, to, subject, text} as JSON with a bearer key to MAIL_API_URL (most e-mail APIs);
 * - binding: Cloudflare's send_email binding (Email Routing), for verified destination addresses.
 */
export type MailTransport = {
  name: "outbox" | "http" | "binding";
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

export function mailTransport(env: Env): MailTransport {
  switch (env.MAIL_TRANSPORT) {
    case "http":
      return {
        name: "http",
        keepsBody: false,
        async send(mail) {
          if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new Error("MAIL_API_URL and MAIL_API_KEY must be set for MAIL_TRANSPORT=http");
          const response = await fetch(env.MAIL_API_URL, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.MAIL_API_KEY}` },
            body: JSON.stringify({ from: env.MAIL_FROM, to: mail.toAddress, subject: mail.subject, text: mail.bodyText }),
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
    default:
      return { name: "outbox", keepsBody: true, async send() {} };
  }
}
