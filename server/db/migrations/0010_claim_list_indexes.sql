DROP INDEX "claim_payments_claim_id";--> statement-breakpoint
DROP INDEX "claims_user_id";--> statement-breakpoint
DROP INDEX "notifications_user_id";--> statement-breakpoint
CREATE INDEX "claim_payments_claim_at" ON "claim_payments" USING btree ("claim_id","at","id");--> statement-breakpoint
CREATE INDEX "claims_user_created" ON "claims" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_user_active_created" ON "claims" USING btree ("user_id","created_at","id") WHERE status in ('submitted', 'in_review', 'accepted', 'airline_contacted');--> statement-breakpoint
CREATE INDEX "claims_user_closed_created" ON "claims" USING btree ("user_id","created_at","id") WHERE status in ('paid_out', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE INDEX "claims_user_scope_status" ON "claims" USING btree ("user_id","scope","status");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at","id");