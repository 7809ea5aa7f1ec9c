CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_events_kind" CHECK (kind in ('created', 'status_changed', 'document_added', 'document_deleted', 'document_requested', 'signature_requested', 'signature_signed', 'signature_reminded', 'transfer_requested', 'transfer_accepted', 'message', 'airline_contacted', 'airline_paid_directly', 'payout'))
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_id" ON "claim_events" USING btree ("claim_id");