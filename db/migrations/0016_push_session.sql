-- Each device with notifications of new orders belongs to the sign-in it was turned on in: ending the session (a
-- sign-out, with or without the page's script, an expiry, a password change) deletes the device with it. drizzle-kit
-- leaves ON DELETE out of an added column's reference, so it is written here by hand (db/schema/push.ts says the same).
ALTER TABLE `push_subscriptions` ADD `session_hash` text REFERENCES sessions(token_hash) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_hash`);
