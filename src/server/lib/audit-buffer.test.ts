/**
 * Batched read audit lines (decision 015; requirements "Audit log"): a read is kept with its own time
 * and written with the others on flush or clean shutdown; a change is written at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setUpHarness } from "../test/set-up.ts";
import { type AuditBuffer, bufferReadAudits } from "./audit-buffer.ts";

/** One buffer per instance's database handle (two with `API_INSTANCES=2` on PostgreSQL). */
let buffers: AuditBuffer[];
const buffer = {
  get pending() {
    return buffers.reduce((sum, b) => sum + b.pending, 0);
  },
  flush: async () => {
    await Promise.all(buffers.map((b) => b.flush()));
  },
  close: async () => {
    await Promise.all(buffers.map((b) => b.close()));
  },
};
const h = setUpHarness();

beforeAll(async () => {
  buffers = h.instanceDatabases().map((d) => bufferReadAudits(d.db, { flushMs: 60_000 }));
});

const linesOf = async (userId: string, action: string) =>
  (await h.database.rawQuery("select at from audit_log where user_id = $1 and action = $2", [
    userId,
    action,
  ])) as { at: Date | string }[];

describe("read audit buffer", () => {
  it("writes a change at once and a read on flush, with the time of the read", async () => {
    const t = await h.signUp();
    expect((await t.post("/api/v1/students", { name: "Ana Ruiz" })).status).toBe(201);
    expect(await linesOf(t.id, "student.create")).toHaveLength(1);

    const before = Date.now();
    expect((await t.get("/api/v1/students")).status).toBe(200);
    const readAt = Date.now();
    expect(await linesOf(t.id, "student.list")).toHaveLength(0);
    expect(buffer.pending).toBeGreaterThanOrEqual(1);

    await new Promise((r) => setTimeout(r, 50));
    await buffer.flush();
    const lines = await linesOf(t.id, "student.list");
    expect(lines).toHaveLength(1);
    const at = new Date(lines[0]!.at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(readAt + 5);
  });

  it("loses no read on a clean shutdown, and writes reads at once after it", async () => {
    const t = await h.signUp();
    for (let i = 0; i < 3; i++) expect((await t.get("/api/v1/students")).status).toBe(200);
    expect(await linesOf(t.id, "student.list")).toHaveLength(0);
    await buffer.close();
    expect(buffer.pending).toBe(0);
    expect(await linesOf(t.id, "student.list")).toHaveLength(3);
    expect((await t.get("/api/v1/students")).status).toBe(200);
    expect(await linesOf(t.id, "student.list")).toHaveLength(4);
  });
});
