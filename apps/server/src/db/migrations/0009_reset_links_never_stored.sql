ALTER TABLE "password_reset_tokens" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_ref" text;--> statement-breakpoint
-- Reset emails written before this migration hold their link in clear (decision 0072): the stored
-- copies get the placeholder and a reference to their token row, and every earlier link stops
-- working. A message not sent yet gets a new link when it goes; a sent one can be resent.
UPDATE "mail_outbox"
SET
  "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]+', 'token=REDACTED', 'g'),
  "text_body" = regexp_replace("text_body", 'token=[A-Za-z0-9_-]+', 'token=REDACTED', 'g'),
  "secret_ref" = substr("dedupe_key", length('password-reset:') + 1)
WHERE "kind" = 'password-reset' AND "dedupe_key" LIKE 'password-reset:%';--> statement-breakpoint
UPDATE "password_reset_tokens" SET "token_hash" = NULL;
