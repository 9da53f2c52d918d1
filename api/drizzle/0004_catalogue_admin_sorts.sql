CREATE INDEX "courses_popular_idx" ON "courses" USING btree ("total_enrollments" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title","id");