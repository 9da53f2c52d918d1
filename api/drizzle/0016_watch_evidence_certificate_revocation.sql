CREATE TABLE "lesson_watch_evidence" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"key_first_served_at" timestamp (3) with time zone,
	"key_last_served_at" timestamp (3) with time zone,
	"licence_from" timestamp (3) with time zone,
	"licence_until" timestamp (3) with time zone,
	CONSTRAINT "lesson_watch_evidence_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "lesson_watch_evidence" ADD CONSTRAINT "lesson_watch_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch_evidence" ADD CONSTRAINT "lesson_watch_evidence_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null));