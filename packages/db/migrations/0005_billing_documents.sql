CREATE TABLE "billing_document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "billing_document_sequences_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "billing_document_sequences_kind_valid" CHECK ("billing_document_sequences"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_key" text,
	"currency" text NOT NULL,
	"gross_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_number" UNIQUE("number"),
	CONSTRAINT "billing_documents_sequence" UNIQUE("kind","year","sequence"),
	CONSTRAINT "billing_documents_refund" UNIQUE("order_id","refund_key"),
	CONSTRAINT "billing_documents_kind_valid" CHECK ("billing_documents"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_invoice_per_order" ON "billing_documents" USING btree ("order_id") WHERE "billing_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "billing_documents_issued_idx" ON "billing_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE FUNCTION "billing_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'billing document % is never changed once issued (%)', OLD.number, TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_documents_immutable" BEFORE UPDATE OR DELETE ON "billing_documents"
  FOR EACH ROW EXECUTE FUNCTION "billing_documents_immutable"();
