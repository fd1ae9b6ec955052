ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "signup_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unconfirmed_idx" ON "newsletter_subscribers" USING btree ("signup_email_at") WHERE "newsletter_subscribers"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Everyone on the list before double opt-in (decision 0074) signed up the old way, once: each
-- stays as they are, with the sign-up as the time of consent (an unsubscribed row stays unsubscribed).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";
