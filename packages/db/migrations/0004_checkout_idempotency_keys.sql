CREATE TABLE "checkout_idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "checkout_idempotency_keys_status_valid" CHECK ("checkout_idempotency_keys"."status" in ('in_progress', 'done')),
	CONSTRAINT "checkout_idempotency_keys_done_has_response" CHECK ("checkout_idempotency_keys"."status" <> 'done' or ("checkout_idempotency_keys"."response_status" is not null and "checkout_idempotency_keys"."response_body" is not null))
);
--> statement-breakpoint
CREATE INDEX "checkout_idempotency_keys_expires_idx" ON "checkout_idempotency_keys" USING btree ("expires_at");