/**
 * The PostgreSQL pool survives PostgreSQL ending an idle connection (`postgres-pool.ts`). A server
 * speaking just enough of the PostgreSQL wire protocol (version 3: "Message Flow", "Message Formats")
 * accepts connections without a password, then ends the first one the way PostgreSQL does on an
 * administrator's command: an ErrorResponse with severity FATAL and SQLSTATE 57P01, then the socket
 * closes. node-postgres runs its real path from there.
 */
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPostgresPool, describeIdleConnectionError } from "./postgres-pool.ts";

/** One backend message: its type byte, its length (itself included) and its body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "ascii");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const AUTHENTICATION_OK = message("R", Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message("Z", Buffer.from("I"));

/** ErrorResponse fields: each a code byte and a NUL-ended string, then a final NUL. */
function errorResponse(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([code, value]) => Buffer.from(`${code}${value}\0`, "utf8"));
  return message("E", Buffer.concat([...parts, Buffer.from([0])]));
}

/** A fake PostgreSQL server: every connection is accepted; `endFirst` ends the first one with `fields`. */
async function fakePostgres() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    // The first thing a client sends is its StartupMessage; answer it and wait for more.
    socket.once("data", () => socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY])));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://teacher-app:not-a-real-secret@127.0.0.1:${port}/iep`,
    connections: () => sockets.length,
    endFirst: (fields: Record<string, string>) => {
      const socket = sockets[0];
      socket?.end(errorResponse(fields));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("an idle connection PostgreSQL ends", () => {
  it.each([
    {
      why: "an administrator's command (pg_terminate_backend, DROP DATABASE … WITH (FORCE))",
      fields: {
        S: "FATAL",
        V: "FATAL",
        C: "57P01",
        M: "terminating connection due to administrator command",
      },
      line: "database: an idle connection was ended (code 57P01); the next query opens a new one",
    },
    {
      why: "another PostgreSQL process crashing (the server resets every connection)",
      fields: {
        S: "FATAL",
        V: "FATAL",
        C: "57P02",
        M: "terminating connection because of crash of another server process",
      },
      line: "database: an idle connection was ended (code 57P02); the next query opens a new one",
    },
  ])(
    "after $why: the server goes on, logs the code alone and opens a new connection",
    async ({ fields, line }) => {
      const server = await fakePostgres();
      cleanups.push(server.close);
      const warn = vi.fn();
      const pool = createPostgresPool(server.url, warn);
      cleanups.push(() => pool.end());

      const client = await pool.connect();
      client.release(); // idle in the pool now
      expect(pool.idleCount).toBe(1);

      server.endFirst(fields);

      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn).toHaveBeenCalledWith(line);
      expect(pool.totalCount).toBe(0);
      const again = await pool.connect();
      again.release();
      expect(server.connections()).toBe(2);
    },
  );
});

describe("the log line", () => {
  it.each([
    { err: Object.assign(new Error("terminating connection"), { code: "57P01" }), code: " (code 57P01)" },
    // node-postgres' own error when the socket closes without a message: no SQLSTATE.
    { err: new Error("Connection terminated unexpectedly"), code: "" },
    // Not a SQLSTATE (five digits or capitals): left out rather than logged.
    { err: Object.assign(new Error("value for Maria Lopez"), { code: "Maria Lopez" }), code: "" },
  ])("names the code ($code) and nothing of the message", ({ err, code }) => {
    const line = describeIdleConnectionError(err);
    expect(line).toBe(`database: an idle connection was ended${code}; the next query opens a new one`);
    expect(line).not.toContain(err.message);
  });

  it("is written for something that is not an error too", () => {
    expect(describeIdleConnectionError(null)).toBe(
      "database: an idle connection was ended; the next query opens a new one",
    );
  });
});
