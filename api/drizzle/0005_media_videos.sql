CREATE TABLE "video_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"user_id" uuid,
	"watermark_data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"video_id" uuid,
	"version" integer,
	"state" text DEFAULT 'uploading' NOT NULL,
	"error_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "video_uploads_state_check" CHECK ("video_uploads"."state" in ('uploading', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "video_versions" (
	"video_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"key_ciphertext" "bytea" NOT NULL,
	"source_key" text,
	"source_bytes" bigint,
	"storage_prefix" text,
	"master_playlist" text,
	"poster" text,
	"renditions" jsonb,
	"info" jsonb,
	"requested_duration_seconds" integer,
	"probed_duration_seconds" real,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"heartbeat_at" timestamp with time zone,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "video_versions_video_id_version_pk" PRIMARY KEY("video_id","version"),
	CONSTRAINT "video_versions_status_check" CHECK ("video_versions"."status" in ('processing', 'active', 'superseded', 'error'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer NOT NULL,
	"duration_seconds" integer,
	"is_free_preview" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error_reason" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"active_version" integer,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('processing', 'active', 'error')),
	CONSTRAINT "videos_progress_check" CHECK ("videos"."progress" between 0 and 100),
	CONSTRAINT "videos_order_check" CHECK ("videos"."order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_sessions" ADD CONSTRAINT "video_sessions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sessions" ADD CONSTRAINT "video_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_versions" ADD CONSTRAINT "video_versions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_versions" ADD CONSTRAINT "video_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_sessions_expires_idx" ON "video_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "video_uploads_created_idx" ON "video_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_versions_processing_idx" ON "video_versions" USING btree ("heartbeat_at") WHERE "video_versions"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "videos_course_order_idx" ON "videos" USING btree ("course_id","order","created_at");--> statement-breakpoint
CREATE INDEX "videos_status_idx" ON "videos" USING btree ("status");