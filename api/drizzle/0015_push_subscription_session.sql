ALTER TABLE "push_subscriptions" ADD COLUMN "session_token_id" uuid;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_token_id");