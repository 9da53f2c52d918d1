CREATE TABLE "course_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_rating_check" CHECK ("course_ratings"."rating" between 1 and 5),
	CONSTRAINT "course_ratings_review_length_check" CHECK (char_length("course_ratings"."review") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_ratings_course_user_unique" ON "course_ratings" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_ratings_course_updated_idx" ON "course_ratings" USING btree ("course_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_ratings_updated_idx" ON "course_ratings" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);