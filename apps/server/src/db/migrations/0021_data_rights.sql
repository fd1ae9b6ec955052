-- Customers' data rights under the DPDP Act (docs/privacy.md; decisions 0103 to 0106).
-- Consents as records: one row per account and purpose, with when, from where and which version
-- of the privacy notice the person answered. Every change is also written to privacy_events.
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"notice_version" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_pkey" PRIMARY KEY ("user_id", "purpose"),
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('newsletter', 'whatsapp', 'marketing_email'))
);
--> statement-breakpoint
-- The back-office's privacy log: exports, erasures (the erasure record: when and what) and consent
-- changes. It names the account by id only, never by its email or name.
CREATE TABLE "privacy_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_events_kind_check" CHECK ("privacy_events"."kind" in ('export', 'erasure', 'consent'))
);
--> statement-breakpoint
CREATE INDEX "privacy_events_created_at_idx" ON "privacy_events" USING btree ("created_at","id");
--> statement-breakpoint
-- The grievance officer the notice names, edited in the back-office (one row, id 1); until saved,
-- GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL stand in.
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"grievance_name" text NOT NULL,
	"grievance_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_single_row" CHECK ("privacy_settings"."id" = 1)
);
--> statement-breakpoint
-- When the account was erased (decision 0104): its row stays, emptied, because kept orders point
-- at it; nothing signs in to it again.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- The device of a session (its User-Agent, cut short), for the person's data export.
ALTER TABLE "sessions" ADD COLUMN "device" text;
