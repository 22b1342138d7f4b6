/**
 * Subscriptions and the payment provider's events (requirements "Plans and trial").
 *
 * `subscriptions`: one row per teacher (plan, status, trial, period end, the provider's customer and
 * subscription ids), written by sign-up (the trial) and by the provider's webhook only.
 * `billing_events`: the id of every provider event applied, so a replayed event changes nothing.
 */
import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "free" or "pro". */
  plan: text("plan").notNull().default("free"),
  /** "inactive", "trialing", "active", "past_due" or "canceled". */
  status: text("status").notNull().default("inactive"),
  trialStart: timestamp("trial_start", { withTimezone: true }),
  trialEnd: timestamp("trial_end", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  providerCustomerId: text("provider_customer_id").unique(),
  providerSubscriptionId: text("provider_subscription_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const billingEvents = pgTable("billing_events", {
  /** The provider's event id (Stripe `evt_…`). */
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
