-- Order updates on WhatsApp (docs/whatsapp.md, decisions 0116 to 0118): the number a WhatsApp
-- consent was given for, and the WhatsApp outbox beside the mail outbox.
ALTER TABLE "consents" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"to_phone" text NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "whatsapp_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "whatsapp_outbox_status_check" CHECK ("whatsapp_outbox"."status" in ('pending', 'sending', 'kept', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_created_at_idx" ON "whatsapp_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_user_id_idx" ON "whatsapp_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone") WHERE "consents"."phone" is not null;
