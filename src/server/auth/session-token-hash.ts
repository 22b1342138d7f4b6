/**
 * Session tokens are stored hashed (requirements "Security and privacy"; architecture "Security model"):
 * a copied database file holds only SHA-256 digests of the tokens, and a digest signed into a cookie is
 * not a session, so the copy hands out no live session.
 *
 * better-auth (1.7) has a hashed-storage option for verification values (`verification.storeIdentifier`,
 * used in `auth.ts`) but none for session tokens, so this wraps its database adapter: every `token` of
 * the `session` model is hashed on its way into the database (values written, and values looked up in a
 * `where` clause), and the raw token is put back into the rows the caller asked for by token, so the
 * cookie better-auth signs is the raw token and its refresh path keeps working. Rows read by any other
 * key (a user's session list) carry the digest, which is no credential; the device list and "sign out
 * everywhere else" therefore run through our own routes by session id (`features/sessions`), and the
 * library's token-based list/revoke endpoints are turned off in `auth.ts`.
 */
import { createHash } from "node:crypto";
import type { DBAdapter, Where } from "better-auth";

const MODEL = "session";
const FIELD = "token";

/** The stored form of a session token: unpadded base64url SHA-256 of its UTF-8 bytes (43 characters). */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

type Row = Record<string, unknown>;
type AnyAdapter = Omit<DBAdapter, "transaction"> & { transaction?: DBAdapter["transaction"] };

/** Hashes token values in `where`; returns the new clause and a digest → raw token map. */
function hashWhere(model: string, where: Where[] | undefined) {
  const raw = new Map<string, string>();
  if (model !== MODEL || !where) return { where, raw };
  const hashOne = (v: unknown) => {
    if (typeof v !== "string") return v;
    const h = hashSessionToken(v);
    raw.set(h, v);
    return h;
  };
  const next = where.map((w) =>
    w.field === FIELD
      ? { ...w, value: (Array.isArray(w.value) ? w.value.map(hashOne) : hashOne(w.value)) as Where["value"] }
      : w,
  );
  return { where: next, raw };
}

/** Puts the raw token back into a row whose digest the caller looked up. */
function restore<T>(row: T, raw: Map<string, string>): T {
  if (!row || typeof row !== "object") return row;
  const r = row as Row;
  const token = typeof r[FIELD] === "string" ? raw.get(r[FIELD] as string) : undefined;
  return token ? ({ ...r, [FIELD]: token } as T) : row;
}

function hashData(model: string, data: Row): { data: Row; raw: Map<string, string> } {
  const raw = new Map<string, string>();
  if (model !== MODEL || typeof data[FIELD] !== "string") return { data, raw };
  const h = hashSessionToken(data[FIELD] as string);
  raw.set(h, data[FIELD] as string);
  return { data: { ...data, [FIELD]: h }, raw };
}

/**
 * Wraps one adapter (and every transaction adapter it hands out) so session tokens are stored hashed.
 * Other models pass through untouched.
 */
export function hashSessionTokens<A extends AnyAdapter>(inner: A): A {
  const wrapped: AnyAdapter = {
    ...inner,
    create: async (q) => {
      const { data, raw } = hashData(q.model, q.data as Row);
      return restore(await inner.create({ ...q, data: data as typeof q.data }), raw);
    },
    findOne: async (q) => {
      const { where, raw } = hashWhere(q.model, q.where);
      return restore(await inner.findOne({ ...q, where: where ?? [] }), raw);
    },
    findMany: async (q) => {
      const { where, raw } = hashWhere(q.model, q.where);
      const rows = await inner.findMany({ ...q, where });
      return rows.map((r) => restore(r, raw));
    },
    count: async (q) => inner.count({ ...q, where: hashWhere(q.model, q.where).where }),
    update: async (q) => {
      const { where, raw } = hashWhere(q.model, q.where);
      const update = hashData(q.model, q.update).data;
      return restore(await inner.update({ ...q, where: where ?? [], update }), raw);
    },
    updateMany: async (q) =>
      inner.updateMany({
        ...q,
        where: hashWhere(q.model, q.where).where ?? [],
        update: hashData(q.model, q.update).data,
      }),
    delete: async (q) => inner.delete({ ...q, where: hashWhere(q.model, q.where).where ?? [] }),
    deleteMany: async (q) => inner.deleteMany({ ...q, where: hashWhere(q.model, q.where).where ?? [] }),
    incrementOne: async (q) => {
      const { where, raw } = hashWhere(q.model, q.where);
      return restore(await inner.incrementOne({ ...q, where: where ?? [] }), raw);
    },
    consumeOne: async (q) => {
      const { where, raw } = hashWhere(q.model, q.where);
      return restore(await inner.consumeOne({ ...q, where: where ?? [] }), raw);
    },
  };
  if (inner.transaction) {
    const tx = inner.transaction.bind(inner);
    wrapped.transaction = ((cb: (t: unknown) => Promise<unknown>) =>
      tx((t) => cb(hashSessionTokens(t as AnyAdapter)))) as DBAdapter["transaction"];
  }
  return wrapped as A;
}
