-- Shipping rates and the quote's cost table become dated rows like VAT (docs/admin.md "Reference data"):
-- each row is in force from a Paris day; the rows already there take 2025-01-01 (the column default,
-- also the day of the shipped tables the seed writes), and a bracket or cell may now hold one row per day.
ALTER TABLE "shipping_rates" DROP CONSTRAINT "shipping_rates_lane_bracket";--> statement-breakpoint
ALTER TABLE "quote_cost_lines" DROP CONSTRAINT "quote_cost_lines_cell";--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "effective_from" date DEFAULT '2025-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_cost_lines" ADD COLUMN "effective_from" date DEFAULT '2025-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_lane_bracket_day" UNIQUE("partner","destination","bracket_grams","effective_from");--> statement-breakpoint
ALTER TABLE "quote_cost_lines" ADD CONSTRAINT "quote_cost_lines_cell_day" UNIQUE("plant","line","variant","format","tier","effective_from");