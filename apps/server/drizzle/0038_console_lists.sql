CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mobile_numbers_admin_status_idx" ON "mobile_numbers" USING btree ("status","number") WHERE "mobile_numbers"."status" <> 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_admin_class_idx" ON "mobile_numbers" USING btree ("class","number") WHERE "mobile_numbers"."class" not in ('normal', 'lucky_bronze');--> statement-breakpoint
CREATE INDEX "mobile_numbers_admin_price_idx" ON "mobile_numbers" USING btree ("price","number") WHERE "mobile_numbers"."price" >= 100000;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_object_id_idx" ON "audit_log" USING btree ("object_id","id");