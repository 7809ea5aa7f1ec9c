CREATE TABLE "claim_payout_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_payout_details_passenger_id_unique" UNIQUE("passenger_id")
);
--> statement-breakpoint
ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_kind";--> statement-breakpoint
ALTER TABLE "claim_payout_details" ADD CONSTRAINT "claim_payout_details_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payout_details" ADD CONSTRAINT "claim_payout_details_passenger_id_claim_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."claim_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_payout_details_claim_id" ON "claim_payout_details" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_kind" CHECK (kind in ('created', 'status_changed', 'document_added', 'document_deleted', 'document_requested', 'signature_requested', 'signature_signed', 'signature_reminded', 'transfer_requested', 'transfer_accepted', 'message', 'airline_contacted', 'airline_paid_directly', 'payout', 'payout_details_set', 'payout_details_changed'));