import { env } from "cloudflare:test";
import { it } from "vitest";
import { getDb } from "../../app/server/db.server";
import { outboxInsert, findOutboxMail } from "../../app/server/mail/outbox.server";

it("explore", async () => {
  const db = getDb(env.DB);
  const [row] = await outboxInsert(db, { to: "a@b.in", subject: "s", text: "t" });
  await env.JOBS.send({ type: "email", outboxId: row!.id });
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    console.log(i, (await findOutboxMail(db, row!.id))?.status);
  }
});
