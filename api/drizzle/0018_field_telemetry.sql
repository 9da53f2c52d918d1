CREATE TABLE "telemetry_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"connection" text DEFAULT '' NOT NULL,
	"video_id" text DEFAULT '' NOT NULL,
	"samples" integer NOT NULL,
	"p75" double precision,
	"startup_median_ms" double precision,
	"startup_p90_ms" double precision,
	"stall_seconds" double precision,
	"played_seconds" double precision,
	"error_sessions" integer,
	"seconds_by_height" jsonb,
	CONSTRAINT "telemetry_daily_day_metric_route_connection_video_id_pk" PRIMARY KEY("day","metric","route","connection","video_id")
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"lang" text NOT NULL,
	"effective_type" text NOT NULL,
	"downlink" real,
	"rtt" integer,
	"save_data" boolean NOT NULL,
	"installed" boolean NOT NULL,
	"app_version" text NOT NULL,
	"metric" text,
	"value" double precision,
	"video_id" uuid,
	"startup_ms" integer,
	"stall_count" integer,
	"stall_seconds" double precision,
	"played_seconds" double precision,
	"seconds_by_height" jsonb,
	"data_saver" boolean,
	"downloaded" boolean,
	"errors" integer
);
--> statement-breakpoint
CREATE INDEX "telemetry_events_kind_received_idx" ON "telemetry_events" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_video_received_idx" ON "telemetry_events" USING btree ("video_id","received_at") WHERE "telemetry_events"."video_id" is not null;