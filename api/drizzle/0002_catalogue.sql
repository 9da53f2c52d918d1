CREATE TABLE "course_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "course_events_type_check" CHECK ("course_events"."type" in ('course:created'))
);
--> statement-breakpoint
CREATE TABLE "course_thumbnails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructor" text NOT NULL,
	"language" text DEFAULT 'ti' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"what_you_will_learn" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"has_whatsapp_group" boolean DEFAULT false NOT NULL,
	"whatsapp_group_link" text,
	"thumbnail_hash" text,
	"version" integer DEFAULT 1 NOT NULL,
	"total_enrollments" integer DEFAULT 0 NOT NULL,
	"first_activated_at" timestamp with time zone,
	"created_by" uuid,
	"last_modified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "tags"), 'B') || setweight(to_tsvector('simple'::regconfig, "description"), 'C')) STORED NOT NULL,
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_cents" >= 0),
	CONSTRAINT "courses_enrollments_check" CHECK ("courses"."total_enrollments" >= 0),
	CONSTRAINT "courses_level_check" CHECK ("courses"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "courses_language_check" CHECK ("courses"."language" in ('ti', 'en'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"source" text NOT NULL,
	"payment_reference" text,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_events" ADD CONSTRAINT "course_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_thumbnails" ADD CONSTRAINT "course_thumbnails_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_thumbnails" ADD CONSTRAINT "course_thumbnails_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_last_modified_by_users_id_fk" FOREIGN KEY ("last_modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_events_undispatched_idx" ON "course_events" USING btree ("id") WHERE "course_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "course_events_course_idx" ON "course_events" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_thumbnails_course_hash_unique" ON "course_thumbnails" USING btree ("course_id","hash");--> statement-breakpoint
CREATE INDEX "course_thumbnails_course_idx" ON "course_thumbnails" USING btree ("course_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_thumbnails_hash_idx" ON "course_thumbnails" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_unique" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","total_enrollments" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_price_idx" ON "courses" USING btree ("status","price_cents","id");--> statement-breakpoint
CREATE INDEX "courses_status_category_created_idx" ON "courses" USING btree ("status","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_level_created_idx" ON "courses" USING btree ("status","level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_title_idx" ON "courses" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_tags_idx" ON "courses" USING gin ("tags" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_course_unique" ON "purchases" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_reference_unique" ON "purchases" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "purchases_course_idx" ON "purchases" USING btree ("course_id");