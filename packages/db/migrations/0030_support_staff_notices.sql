ALTER TABLE "conversations" ADD COLUMN "staff_notified_at" timestamp with time zone;--> statement-breakpoint
-- The support conversations already there were read in the inbox the team had: none is told of again.
UPDATE "conversations" SET "staff_notified_at" = "last_message_at" WHERE "kind" = 'support';
