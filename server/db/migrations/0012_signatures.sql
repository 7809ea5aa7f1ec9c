CREATE TABLE "claim_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"email" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"method" text,
	"assignment_sha256" text,
	"document_sha256" text,
	"pdf_base64" text,
	CONSTRAINT "claim_signatures_passenger_id_unique" UNIQUE("passenger_id"),
	CONSTRAINT "claim_signatures_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "claim_signatures_status" CHECK ("claim_signatures"."status" in ('requested', 'signed')),
	CONSTRAINT "claim_signatures_role" CHECK ("claim_signatures"."role" in ('owner', 'minor', 'co_passenger'))
);
--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_passenger_id_claim_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."claim_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_signatures_claim_id" ON "claim_signatures" USING btree ("claim_id");