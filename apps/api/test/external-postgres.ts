import pg from 'pg';

const LOCAL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';

/** DATABASE_URL when set; otherwise a local server if one answers at once; otherwise none. */
export async function externalPostgresUrl(env = process.env): Promise<string | undefined> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_DEFAULT, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return LOCAL_DEFAULT;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
