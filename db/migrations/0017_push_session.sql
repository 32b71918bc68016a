-- Each device with notifications of new orders belongs to the sign-in it was turned on in: signing out of it ends the
-- device (destroySession); a sign-in that runs out leaves it, without a session. drizzle-kit leaves ON DELETE out of
-- an added column's reference, so it is written here by hand (db/schema/push.ts says the same).
ALTER TABLE `push_subscriptions` ADD `session_hash` text REFERENCES sessions(token_hash) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_hash`);