CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"total_seconds" double precision DEFAULT 0 NOT NULL,
	"last_event_at" timestamp (3) with time zone NOT NULL,
	"accepted_updates" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "lesson_progress_watched_check" CHECK ("lesson_progress"."watched_seconds" >= 0),
	CONSTRAINT "lesson_progress_position_check" CHECK ("lesson_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");