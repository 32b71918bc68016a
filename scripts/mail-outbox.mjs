// Prints the newest e-mails of the local mailbox (MAIL_TRANSPORT=outbox); the same list is at /dev/mail.
import { run, stateDir } from "./run.mjs";

const limit = Number(process.argv[2] ?? 5);
run("wrangler", [
  "d1",
  "execute",
  "DB",
  "--local",
  "--config",
  "wrangler.toml",
  "--persist-to",
  stateDir,
  "--command",
  `select id, to_address, subject, status, body_text from email_outbox order by id desc limit ${Number.isInteger(limit) ? limit : 5}`,
]);
