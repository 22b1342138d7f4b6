/**
 * Pro's price in words (requirements "Plans and trial"): the provider's minor units, the currency's
 * own decimals and the locale's symbol, through `Intl.NumberFormat`.
 */
import type { ProPrice } from "@shared/contracts/billing";
import { describe, expect, it } from "vitest";
import { formatProPrice } from "./format";

describe("formatProPrice", () => {
  it.each<[ProPrice, string, string]>([
    [{ amount: 900, currency: "usd", interval: "month" }, "en-US", "$9.00 a month"],
    [{ amount: 9000, currency: "usd", interval: "year" }, "en-US", "$90.00 a year"],
    [{ amount: 1000, currency: "jpy", interval: "month" }, "en-US", "¥1,000 a month"],
    [{ amount: 1250, currency: "EUR", interval: "week" }, "de-DE", "12,50\u00a0€ a week"],
    [{ amount: 4900, currency: "usd", interval: null }, "en-US", "$49.00"],
  ])("%o in %s → %s", (price, locale, expected) => {
    expect(formatProPrice(price, locale)).toBe(expected);
  });
});
