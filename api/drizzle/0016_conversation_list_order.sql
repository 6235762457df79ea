DROP INDEX "conversations_client_idx";--> statement-breakpoint
DROP INDEX "conversations_executor_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_idx";--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("client_profile_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_executor_idx" ON "conversations" USING btree ("executor_profile_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");