CREATE TABLE "claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "claim_documents_kind" CHECK (kind in ('booking_confirmation', 'boarding_pass', 'rerouting_confirmation', 'ticket_invoice', 'cancellation_notice', 'property_irregularity_report', 'receipt', 'photo')),
	CONSTRAINT "claim_documents_content_type" CHECK (content_type in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_documents_claim_id" ON "claim_documents" USING btree ("claim_id");