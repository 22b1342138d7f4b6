CREATE TABLE "ai_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"feature" text NOT NULL,
	"writer" text NOT NULL,
	"result" text NOT NULL,
	"error_class" text,
	"attempts" integer NOT NULL,
	"latency_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_calls_at_idx" ON "ai_calls" USING btree ("at");