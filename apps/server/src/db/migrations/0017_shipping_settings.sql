-- The shop's own delivery promise (decision 0092): what a delivery estimate answers without
-- Shiprocket, or when it cannot be reached; blocked PIN prefixes apply always. One row, id 1.
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_days" integer DEFAULT 3 NOT NULL,
	"max_days" integer DEFAULT 7 NOT NULL,
	"cod_available" boolean DEFAULT false NOT NULL,
	"blocked_pin_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single_row" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_days" CHECK ("shipping_settings"."min_days" >= 1 AND "shipping_settings"."max_days" >= "shipping_settings"."min_days")
);
--> statement-breakpoint
INSERT INTO "shipping_settings" ("id") VALUES (1);
