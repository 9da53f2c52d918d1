CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_cents" >= 0),
	CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('stripe', 'test', 'free')),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('open', 'paid', 'expired', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_session_id_unique" ON "payment_orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_course_idx" ON "payment_orders" USING btree ("user_id","course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_payment_id_unique" ON "purchases" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('paid', 'refunded'));