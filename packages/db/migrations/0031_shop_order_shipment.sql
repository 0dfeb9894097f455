ALTER TABLE "shop_orders" ADD COLUMN "shipment" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "expected_ship_on" date;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_shipment_valid" CHECK ("shop_orders"."shipment" in ('together', 'split_now', 'split_later'));