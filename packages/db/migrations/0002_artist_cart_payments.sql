CREATE TABLE "test_provider_records" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"customer_ref" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_records_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "test_provider_records_kind_valid" CHECK ("test_provider_records"."kind" in ('payment', 'idempotency_key', 'saved_card'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_provider_records_customer_idx" ON "test_provider_records" USING btree ("customer_ref");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;