/**
 * One short connection to the PostgreSQL server of `TEST_DATABASE_URL`, for the statements that
 * make and drop the API tests' databases (architecture "Tests").
 */
import pg from "pg";

/** Connects to `url`, runs `run` and disconnects, also when `run` throws. */
export async function withAdminConnection(
  url: string,
  run: (c: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
