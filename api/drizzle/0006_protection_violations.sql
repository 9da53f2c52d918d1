CREATE TABLE "violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text,
	"video_id" uuid,
	"video_title" text,
	"kind" text NOT NULL,
	"strength" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_sessions" ADD COLUMN "viewer_code" text;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "violations_user_created_idx" ON "violations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_sessions_watermark_idx" ON "video_sessions" USING btree ("watermark_data");--> statement-breakpoint
CREATE INDEX "video_sessions_viewer_code_idx" ON "video_sessions" USING btree ("viewer_code");