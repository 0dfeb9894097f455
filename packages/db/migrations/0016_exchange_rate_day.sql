ALTER TABLE "exchange_rates" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_source_valid" CHECK ("exchange_rates"."source" in ('seed', 'staff', 'ecb'));